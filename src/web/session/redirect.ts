// The login page's redirect query is double-encoded (spec platform §2). Only same-site paths are followed.
export const loginPathFor = (target: string): string =>
  `/login?redirect=${encodeURIComponent(encodeURIComponent(target))}`;

/** Reads ?redirect= (already decoded once by URLSearchParams) and returns a safe local path. */
export const redirectTarget = (search: string, fallback = '/fusion'): string => {
  const raw = new URLSearchParams(search).get('redirect');
  if (!raw) return fallback;
  let target: string;
  try {
    target = decodeURIComponent(raw);
  } catch {
    return fallback;
  }
  return target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\') ? target : fallback;
};
