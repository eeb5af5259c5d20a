/** Staff login (spec 2.3). */
export function LoginScreen() {
  return (
    <main id="main" className="p-8">
      <h1 className="text-2xl font-bold">Staff Login</h1>
    </main>
  );
}
