import { Button } from '@capsuisse/web-ui';
import { Result } from '@capsuisse/web-ui-result';
import { Link } from '@capsuisse/web-router';

/** The catch-all page; the spec gives its text in English. */
export function NotFoundPage() {
  return (
    <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <Result
        status="404"
        title="404"
        subTitle="Page not found"
        extra={
          <Link to="/">
            <Button type="primary">Return to Home</Button>
          </Link>
        }
      />
    </div>
  );
}
