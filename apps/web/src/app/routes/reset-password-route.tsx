import { useParams } from 'react-router';
import { ResetPasswordPage } from '../../features/account/components/reset-password-page.tsx';
import { useDocumentMeta } from '../document-meta.ts';

/** /resetpass/{token}: the link of the password-reset mail. */
export default function ResetPasswordRoute() {
  useDocumentMeta('resetPassword');
  const { token = '' } = useParams();
  // Keyed by the token: a second link opened in the same tab starts over.
  return <ResetPasswordPage key={token} token={token} />;
}
