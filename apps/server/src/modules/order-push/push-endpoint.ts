/**
 * Where the server agrees to send a push message (decision 099). The endpoint comes from the
 * guest's browser, so without a rule any guest could make the server POST to any address — its own
 * network included. Browsers only ever hand out endpoints of a few push services, all on HTTPS;
 * PUSH_SERVICE_ORIGINS adds others (a self-hosted push service, the local fake in tests).
 */
const PUSH_SERVICE_HOSTS: readonly RegExp[] = [
  /^fcm\.googleapis\.com$/, // Chrome, Edge on Android, Samsung Internet, Opera
  /^android\.googleapis\.com$/,
  /^updates\.push\.services\.mozilla\.com$/, // Firefox
  /^[a-z0-9-]+\.notify\.windows\.com$/, // Edge on Windows (WNS)
  /^web\.push\.apple\.com$/, // Safari
];

export function isAllowedPushEndpoint(endpoint: string, extraOrigins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (extraOrigins.includes(url.origin)) return true;
  return url.protocol === 'https:' && url.port === '' && PUSH_SERVICE_HOSTS.some((host) => host.test(url.hostname));
}
