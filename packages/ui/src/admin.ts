// The operator console's screens (apps/admin): an entry of their own, so nothing of the console reaches the
// shop's bundle. The primitives they share with the shop (Button, fields, dialogs, Link) come from the main
// entry.

export {
  StaffSetupScreen,
  type StaffSetupScreenProps,
  type StaffSetupState,
} from './components/admin/setup/staff-setup-screen';
export {
  type AdminHrefs,
  type AdminSection,
  adminNavigation,
  STAFF_ROLE_LABELS,
} from './components/admin/shell/admin-navigation';
export { AdminShell, type AdminShellProps } from './components/admin/shell/admin-shell';
export {
  StaffSignInScreen,
  type StaffSignInScreenProps,
} from './components/admin/sign-in/staff-sign-in-screen';
export type { StaffInvite } from './components/admin/staff/invite-staff-dialog';
export {
  type StaffListMember,
  StaffScreen,
  type StaffScreenProps,
  type StaffState,
} from './components/admin/staff/staff-screen';
