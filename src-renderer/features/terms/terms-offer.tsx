import { TermsDialog } from './terms-dialog.tsx';
import { useTermsDecision } from './use-terms-decision.ts';

export interface TermsOfferProps {
  termsofuse: number | null | undefined;
}

/** The offer a signed-in user must answer: non-dismissable, Agree only while termsofuse is 0. */
export default function TermsOffer({ termsofuse }: TermsOfferProps) {
  const { pending, decide } = useTermsDecision();
  return (
    <TermsDialog isOpen decision={{ canAgree: termsofuse === 0, pending, onAgree: () => void decide('agree'), onDisagree: () => void decide('disagree') }} />
  );
}
