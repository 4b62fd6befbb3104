import 'server-only';
import type { ContentTranslations } from '@/domain/content/translations';

/** What a product card and the search dropdown show. Money as numbers for display only: orders are priced from the database. */
export interface ProductCardDto {
  _id: string;
  name: string;
  slug: string;
  image: string | null;
  unit: string;
  unitValue: number;
  sellUnit: string;
  price: number;
  discount: number;
  /** a variable product whose variants' charged prices differ: the price is the lowest one bought from ("from $X") */
  fromPrice: boolean;
  type: 'simple' | 'variable';
  /** in stock by the stock rule (docs/requirements.md, "Stock rule") */
  inStock: boolean;
  /** most units that may be bought (unlimited counts as 100000) */
  stock: number;
  brand: string | null;
  /** the brand's name in Bengali, Arabic and French, when it has any; a card shows the page's (cardBrand) */
  brandTranslations?: ContentTranslations<'name'>;
  /** the name in Bengali, Arabic and French; the card shows the page's (docs/requirements.md, "Content in four languages") */
  translations?: ContentTranslations<'name'> | null;
  /** the published reviews' average and number (docs/requirements.md, "Product reviews"); null before the first review */
  rating: { average: number; count: number } | null;
}

/** What the search dropdown shows of a product: its card's name, picture, unit and price. */
export type SearchResultDto = Pick<
  ProductCardDto,
  '_id' | 'name' | 'slug' | 'image' | 'unit' | 'unitValue' | 'price' | 'discount' | 'fromPrice' | 'translations'
>;
