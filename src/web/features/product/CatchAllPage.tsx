// The route table's catch-all ('*'): a product page's address (/{slug}-p-{id}, /{slug}-g-{id}; issue 14) shows the
// product page, anything else the not-found page. React Router cannot match "-p-" inside a segment, and a '/:slug'
// route would swallow every unknown address, so the one catch-all tells them apart.
import { useLocation } from 'react-router';
import NotFoundPage from '../../shell/NotFoundPage';
import { parseProductPath } from '../../../shared/product-slug';
import { ProductPage } from './ProductPage';

export default function CatchAllPage() {
  const target = parseProductPath(useLocation().pathname);
  return target ? <ProductPage key={`${target.kind}${target.id}`} {...target} /> : <NotFoundPage />;
}
