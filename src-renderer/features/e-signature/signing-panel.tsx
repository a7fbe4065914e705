import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { EimzoKey } from '../../../src-domain/signatures/eimzo-protocol.ts';
import type { SigningState } from '../../../src-domain/http/routes/act-signatures.ts';
import { agentAccess, type AgentTransport } from '../../platform/eimzo-agent.ts';
import { useActivityHold } from '../../state/activity-hold.ts';
import { LoadState } from '../../ui/load-state.tsx';
import { MutationProblem } from '../../ui/mutation-problem.tsx';
import { AgentFailureError, listKeys, signWithKey } from './agent/eimzo-client.ts';
import { fetchSigningDocument, useFixDocumentMutation, useSignatureConfig, useSigningState, useSubmitSignatureMutation } from './api/signing.ts';
import { FAILURE_TEXTS } from './failure-text.ts';
import { KeyPicker } from './key-picker.tsx';
import { SignatureList } from './signature-list.tsx';
import './e-signature.css';

export interface SigningPanelProps {
  uuid: string;
}

type Flow =
  | { stage: 'idle' }
  | { stage: 'finding' }
  | { stage: 'choosing'; transport: AgentTransport; keys: EimzoKey[]; chosen: number | null }
  | { stage: 'signing' }
  | { stage: 'kiosk-without-agent' }
  | { stage: 'failed'; error: unknown };

function Participants({ state }: { state: SigningState }) {
  const { t } = useLingui();
  return (
    <ul className="esign-participants">
      {state.participants.map((person, index) => {
        const name = person.initials;
        return (
          <li key={`${person.role}-${index}`} className={person.signed ? 'esign-participant esign-participant--signed' : 'esign-participant'}>
            <span>{person.role === 'notary' ? t({ id: 'esign.participant.notary', message: `Notarius ${name}` }) : name}</span>
            {person.me ? <span className="esign-participant__me"> {t({ id: 'esign.participant.me', message: '(siz)' })}</span> : null}
            <span className="esign-participant__state">
              {person.signed ? t({ id: 'esign.participant.signed', message: 'imzoladi' }) : t({ id: 'esign.participant.waiting', message: 'imzo kutilmoqda' })}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

function FailureNotice({ error }: { error: unknown }) {
  const { t } = useLingui();
  if (error instanceof AgentFailureError) {
    return (
      <p role="alert" className="notice notice--warning">
        {t(FAILURE_TEXTS[error.failure])}
      </p>
    );
  }
  return <MutationProblem error={error} />;
}

/**
 * Signing the act at step 8 by video (docs/signatures.md "Signing in the room"): who has signed,
 * the notary's fixing of the final document after reading it out, and this user's signature with
 * their E-IMZO key — the agent is found, its keys listed, one chosen; the agent asks the password
 * in its own window; the PKCS#7 goes to the server, which verifies it.
 */
export function SigningPanel({ uuid }: SigningPanelProps) {
  const { t } = useLingui();
  const state = useSigningState(uuid);
  const config = useSignatureConfig();
  const fix = useFixDocumentMutation(uuid);
  const submit = useSubmitSignatureMutation(uuid);
  const [flow, setFlow] = useState<Flow>({ stage: 'idle' });
  // The agent is asked and the key's password typed in its own window (or the card reader's PIN
  // pad): no touch reaches the page meanwhile, so this holds the kiosk idle clock. The agent's
  // calls have their own time-outs (agent/eimzo-client.ts), so the hold always ends.
  useActivityHold('signing', flow.stage === 'finding' || flow.stage === 'signing');
  const now = new Date();

  if (state.isPending || state.isError) return <LoadState pending={state.isPending} failed={state.isError} onRetry={() => void state.refetch()} />;
  const signing = state.data;
  if (!signing.applies) return null;

  const findKeys = async () => {
    setFlow({ stage: 'finding' });
    try {
      const agent = config.data ?? (await config.refetch()).data;
      if (!agent) throw new AgentFailureError('agent_unavailable');
      const access = await agentAccess(agent.agentUrl);
      if (access.kind === 'kiosk-without-agent') {
        setFlow({ stage: 'kiosk-without-agent' });
        return;
      }
      const keys = await listKeys(access.transport, agent.apiKeys);
      setFlow({ stage: 'choosing', transport: access.transport, keys, chosen: keys.length === 1 ? 0 : null });
    } catch (error) {
      setFlow({ stage: 'failed', error });
    }
  };

  const sign = async (transport: AgentTransport, key: EimzoKey) => {
    setFlow({ stage: 'signing' });
    try {
      const document = await fetchSigningDocument(uuid);
      const pkcs7 = await signWithKey(transport, key, document.contentBase64, new Date());
      await submit.mutateAsync({ pkcs7, sha256: document.sha256 });
      setFlow({ stage: 'idle' });
    } catch (error) {
      setFlow({ stage: 'failed', error });
    }
  };

  const busy = flow.stage === 'finding' || flow.stage === 'signing' || fix.isPending;
  return (
    <section className="esign-panel" aria-labelledby="esign-heading" aria-busy={busy || undefined}>
      <h2 id="esign-heading">{t({ id: 'esign.heading', message: 'Elektron raqamli imzo bilan imzolash' })}</h2>
      {signing.complete ? (
        <p className="notice" role="status">
          {t({ id: 'esign.complete', message: 'Hujjatni barcha ishtirokchilar va notarius imzoladi.' })}
        </p>
      ) : signing.document ? (
        <p>{t({ id: 'esign.lead.fixed', message: 'Notarius o‘qib eshittirgan yakuniy hujjatni tomonlar, so‘ng notarius E-IMZO kaliti bilan imzolaydi.' })}</p>
      ) : (
        <p>{t({ id: 'esign.lead.waiting', message: 'Notarius hujjatni o‘qib eshittirgach, uni imzolash uchun qayd etadi.' })}</p>
      )}
      <Participants state={signing} />

      {signing.mayFix ? (
        <button type="button" className="button button--secondary" disabled={busy} onClick={() => fix.mutate()}>
          {signing.document
            ? t({ id: 'esign.fix.again', message: 'Hujjatni qayta qayd etish (imzolar bekor bo‘ladi)' })
            : t({ id: 'esign.fix', message: 'O‘qib eshittirilgan hujjatni imzolash uchun qayd etish' })}
        </button>
      ) : null}
      <MutationProblem error={fix.error} />

      {signing.maySign && (flow.stage === 'idle' || flow.stage === 'failed') ? (
        <button type="button" className="button" disabled={busy} onClick={() => void findKeys()}>
          {t({ id: 'esign.start', message: 'E-IMZO bilan imzolash' })}
        </button>
      ) : null}
      {flow.stage === 'finding' ? <p role="status">{t({ id: 'esign.finding', message: 'E-IMZO dasturi va kalitlar qidirilmoqda…' })}</p> : null}
      {flow.stage === 'choosing' ? (
        <form
          className="esign-choose"
          onSubmit={(event) => {
            event.preventDefault();
            const key = flow.chosen === null ? undefined : flow.keys[flow.chosen];
            if (key) void sign(flow.transport, key);
          }}
        >
          <KeyPicker keys={flow.keys} chosen={flow.chosen} now={now} onChoose={(index) => setFlow({ ...flow, chosen: index })} />
          <p className="esign-hint">
            {t({ id: 'esign.password.hint', message: 'Kalit parolini faqat E-IMZO oynasida kiriting: portal uni hech qachon so‘ramaydi.' })}
          </p>
          <div className="esign-actions">
            <button type="submit" className="button" disabled={flow.chosen === null}>
              {t({ id: 'esign.sign', message: 'Imzolash' })}
            </button>
            <button type="button" className="button button--secondary" onClick={() => setFlow({ stage: 'idle' })}>
              {t({ id: 'esign.cancel', message: 'Bekor qilish' })}
            </button>
          </div>
        </form>
      ) : null}
      {flow.stage === 'signing' ? (
        <p role="status">{t({ id: 'esign.signing', message: 'E-IMZO oynasida kalit parolini kiriting va imzolashni tasdiqlang…' })}</p>
      ) : null}
      {flow.stage === 'kiosk-without-agent' ? (
        <p role="alert" className="notice notice--warning">
          {t({
            id: 'esign.kiosk.noAgent',
            message:
              'Bu terminalda elektron raqamli imzo qurilmasi yo‘q. Videokonferensiya orqali imzo bilan ro‘yxatga olish uchun E-IMZO o‘rnatilgan shaxsiy kompyuterdan foydalaning.',
          })}
        </p>
      ) : null}
      {flow.stage === 'failed' ? <FailureNotice error={flow.error} /> : null}

      <SignatureList uuid={uuid} signatures={signing.signatures} mayDownload={signing.mayDownload} />
    </section>
  );
}
