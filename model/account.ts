// The kinds of single-use account links (password reset, email change).

export const accountTokenKinds = ['password_reset', 'email_change'] as const;
export type AccountTokenKind = (typeof accountTokenKinds)[number];
