import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { actSignatureFilePath, actSigningDocumentFilePath, type ActSignature } from '../../../src-domain/http/routes/act-signatures.ts';
import { downloadFile } from '../../api/client.ts';
import { MutationProblem } from '../../ui/mutation-problem.tsx';

export interface SignatureListProps {
  uuid: string;
  signatures: readonly ActSignature[];
  mayDownload: boolean;
}

function shownTime(iso: string): string {
  return new Date(iso).toLocaleString('ru-RU', { timeZone: 'Asia/Tashkent' });
}

/**
 * The verified signatures of the act's signed document (issue's "signer initials, certificate
 * serial, issuer, time") and, for the act's parties and notary, the document and each `.p7s`.
 */
export function SignatureList({ uuid, signatures, mayDownload }: SignatureListProps) {
  const { t } = useLingui();
  const [error, setError] = useState<unknown>(null);
  const save = (path: string, name: string) => {
    setError(null);
    downloadFile(path, { uuid, fallbackName: name }).catch(setError);
  };
  if (signatures.length === 0) return null;
  return (
    <section className="esign-signatures" aria-labelledby="esign-signatures-heading">
      <h3 id="esign-signatures-heading">{t({ id: 'esign.list.heading', message: 'Elektron raqamli imzolar' })}</h3>
      <table>
        <thead>
          <tr>
            <th scope="col">{t({ id: 'esign.list.signer', message: 'Imzolovchi' })}</th>
            <th scope="col">{t({ id: 'esign.list.serial', message: 'Sertifikat seriya raqami' })}</th>
            <th scope="col">{t({ id: 'esign.list.issuer', message: 'Sertifikat bergan markaz' })}</th>
            <th scope="col">{t({ id: 'esign.list.time', message: 'Imzolangan vaqt' })}</th>
            {mayDownload ? <th scope="col">{t({ id: 'esign.list.file', message: 'Imzo fayli' })}</th> : null}
          </tr>
        </thead>
        <tbody>
          {signatures.map((signature) => {
            const who = signature.signerInitials;
            return (
              <tr key={signature.id}>
                <td>{signature.role === 'notary' ? t({ id: 'esign.list.notary', message: `Notarius ${who}` }) : who}</td>
                <td>{signature.certificateSerial}</td>
                <td>{signature.issuer}</td>
                <td>{shownTime(signature.signedAt)}</td>
                {mayDownload ? (
                  <td>
                    <button
                      type="button"
                      className="button button--secondary"
                      onClick={() => save(actSignatureFilePath(uuid, signature.id), `signature-${signature.id}.p7s`)}
                    >
                      {t({ id: 'esign.list.p7s', message: '.p7s yuklab olish' })}
                    </button>
                  </td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
      {mayDownload ? (
        <button type="button" className="button button--secondary" onClick={() => save(actSigningDocumentFilePath(uuid), 'signed-document.html')}>
          {t({ id: 'esign.list.document', message: 'Imzolangan hujjatni yuklab olish' })}
        </button>
      ) : null}
      <MutationProblem error={error} />
    </section>
  );
}
