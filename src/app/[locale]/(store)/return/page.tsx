import { richPage } from '../_components/rich-page';

/** Rendered once per language and served from cache (docs/architecture.md, "Pages from cache"). */
export const dynamic = 'error';

const page = richPage('return');
export const generateMetadata = page.generateMetadata;
export default page.Page;
