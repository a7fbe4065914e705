import { RouterProvider, createBrowserRouter } from 'react-router';
import { Providers } from './providers.tsx';
import { routes } from './routes.tsx';

const router = createBrowserRouter(routes);

/** The whole portal: providers around the data router of `routes.tsx`. */
export function App() {
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}
