/**
 * The port a third-party bot check sits behind: the server asks whether a form's token came from a
 * person. 'unavailable' when the check cannot be reached or answers nonsense; the form is then
 * refused with a coded 503, never a 500, and never let through unchecked.
 */
export type Verdict = 'pass' | 'fail' | 'unavailable';

export interface HumanVerifier {
  verify(token: string, remoteIp: string | undefined): Promise<Verdict>;
}
