// What the members page hands its client components (dates as ISO strings).
import type { MembershipRole } from '@/model/members';

export type MemberView = { userId: string; email: string; name: string | null; role: MembershipRole; roleLabel: string; joinedAt: string };
export type InvitationView = {
  id: string;
  email: string;
  role: MembershipRole;
  roleLabel: string;
  expiresAt: string;
  expired: boolean;
  resentCount: number;
  lastSentAt: string;
  invitedBy: string | null;
};
export type RoleOption = { value: MembershipRole; label: string; description: string };
