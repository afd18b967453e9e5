import { FormattedMessage } from 'react-intl';
import { Link, useLocation } from 'wouter';
import { usePageTitle } from '../ui/usePageTitle';

export function NotFoundScreen() {
  const [location] = useLocation();
  usePageTitle('notFound.title');
  return (
    <section className="kr-page" aria-labelledby="kr-page-title">
      <h1 id="kr-page-title"><FormattedMessage id="notFound.title" /></h1>
      <p><FormattedMessage id="notFound.body" values={{ path: location }} /></p>
      <p><Link href="/"><FormattedMessage id="notFound.home" /></Link></p>
    </section>
  );
}
