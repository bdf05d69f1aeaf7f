export const PASSWORD_MIN_LENGTH = 8;
/** argon2 has no limit of its own; a cap keeps a hash request from becoming a denial of service. */
export const PASSWORD_MAX_LENGTH = 256;

export type PasswordStrength = 'prompt' | 'weak' | 'medium' | 'strong';

/**
 * Strength shown under a new password (spec §2: prompt, weak, medium, strong). The spec leaves the
 * thresholds open; ours are in docs/decisions/0004-password-rules.md: length below the minimum is weak,
 * then each character class (lower, upper, digit, other) and length ≥ 12 add a point.
 */
export function passwordStrength(password: string): PasswordStrength {
  if (password.length === 0) return 'prompt';
  if (password.length < PASSWORD_MIN_LENGTH) return 'weak';
  const classes = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((re) => re.test(password)).length;
  const score = classes + (password.length >= 12 ? 1 : 0);
  if (score >= 4) return 'strong';
  if (score >= 2) return 'medium';
  return 'weak';
}
