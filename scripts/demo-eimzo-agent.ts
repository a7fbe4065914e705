/**
 * `npm run demo:eimzo-agent`: for a demo of registration by video on a machine without E-IMZO,
 * the tests' stand-in agent (tests/support/eimzo-agent-stand-in.ts) on loopback, holding keys
 * for the demo's video act (Sherzod, Bekzod, notary Gulnora) issued now by a CA made now. It
 * writes that CA's certificate and prints the server's settings that trust it
 * (docs/signatures.md "Configuration"); start the server with them. Ctrl-C stops it. Never for
 * production: its keys have no password and its CA is nobody's.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { startEimzoAgentStandIn } from '../tests/support/eimzo-agent-stand-in.ts';

const agent = await startEimzoAgentStandIn({ people: ['sherzod', 'bekzod', 'gulnora'], port: Number(process.env.EIMZO_DEMO_PORT ?? 64646) });
const dir = resolve('.cache/demo-eimzo');
mkdirSync(dir, { recursive: true });
const caFile = resolve(dir, 'ca.der');
writeFileSync(caFile, agent.ca.certificateDer);
console.log(`E-IMZO stand-in agent at ${agent.agentUrl}; start the server with:\n`);
console.log(`  SIGNATURE_TRUSTED_CA=${caFile} SIGNATURE_CRL_URLS=${agent.crlUrl} EIMZO_AGENT_URL=${agent.agentUrl} npm start\n`);
const stop = (): void => void agent.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
