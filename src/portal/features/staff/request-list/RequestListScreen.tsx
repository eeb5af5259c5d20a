/** All Requests (spec 2.4). */
export function RequestListScreen({ filter }: { filter?: string }) {
  return <h1 className="text-2xl font-bold">All Requests{filter ? `: ${filter}` : ''}</h1>;
}
