/** Dashboard (spec 2.4). */
export function DashboardScreen() {
  return <h1 className="text-2xl font-bold">Dashboard</h1>;
}
