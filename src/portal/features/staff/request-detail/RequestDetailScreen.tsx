/** Request detail (spec 2.4). */
export function RequestDetailScreen({ id }: { id: string }) {
  return <h1 className="text-2xl font-bold">Request {id}</h1>;
}
