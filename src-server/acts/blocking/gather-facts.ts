import type { ActFacts, RegistryFacts } from '../../../src-domain/acts/blocking/act-facts.ts';
import type { BlockingDeps } from './blocking-deps.ts';
import { gatherActFacts } from './gather-act-facts.ts';
import { gatherRegistryFacts } from './gather-registry-facts.ts';

/** The act (from the act tables) and what the registries say about it: the input of the §5 rules. */
export async function gatherFacts(deps: BlockingDeps, actId: number): Promise<{ act: ActFacts; registry: RegistryFacts }> {
  const act = await gatherActFacts(deps.db, actId);
  return { act, registry: await gatherRegistryFacts(deps, act) };
}
