import type { Metadata } from 'next';

export const metadata: Metadata = {
  title: 'Bare Next.js export · Bench floor',
  description: 'An empty Next.js export with the project’s settings, the floor this site’s scripts are measured against.',
};

/** As little as Next.js needs to render a page: what every page of the site pays before its own work. */
export default function Page() {
  return (
    <main>
      <h1>Bare Next.js export</h1>
      <p>The framework’s own cost: its runtime, hydrating one static page.</p>
    </main>
  );
}
