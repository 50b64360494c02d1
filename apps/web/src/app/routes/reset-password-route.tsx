import { useParams } from 'react-router';
import { ResetPasswordPage } from '../../features/account/components/reset-password-page.tsx';
import { useDocumentMeta } from '../document-meta.ts';

const META = { title: 'account.routes.resetPassword', description: 'account.meta.resetPassword' };

/** /resetpass/{token}: the link of the password-reset mail. */
export default function ResetPasswordRoute() {
  useDocumentMeta(META);
  const { token = '' } = useParams();
  // Keyed by the token: a second link opened in the same tab starts over.
  return <ResetPasswordPage key={token} token={token} />;
}
