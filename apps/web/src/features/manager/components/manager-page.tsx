import { useEffect } from 'react';
import { useParams } from 'react-router';
import { SnackbarHost } from '../../../ui/snackbar.tsx';
import { useManagerToken } from '../../../api/manager-token.ts';
import { Board } from './board.tsx';
import { SignInForm } from './sign-in-form.tsx';

/** /manager (sign-in, then the board) and /manager/set-password/:token (the CLI's one-time link). */
export function ManagerPage() {
  const token = useManagerToken();
  const { token: linkToken } = useParams();
  // The staff's pages are nobody's search result.
  useEffect(() => {
    const robots = document.createElement('meta');
    robots.name = 'robots';
    robots.content = 'noindex, nofollow';
    document.head.append(robots);
    return () => robots.remove();
  }, []);
  return (
    <>
      {linkToken && !token ? <SignInForm linkToken={linkToken} /> : token ? <Board token={token} /> : <SignInForm />}
      <SnackbarHost />
    </>
  );
}
