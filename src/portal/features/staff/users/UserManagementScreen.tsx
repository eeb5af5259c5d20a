/** User Management, admin only (spec 2.4). */
export function UserManagementScreen() {
  return <h1 className="text-2xl font-bold">User Management</h1>;
}
