// Exposed by the federation plugin as 'client/App'.
// Consumers render it lazily via `lazyProvider('client', 'App')`.
export function App() {
  return (
    <section data-testid="client">
      <h1>Hello from client</h1>
    </section>
  );
}

export default App;
