import type { ReactNode, SVGProps } from 'react';
import { ICON_SPRITE } from './icon-sprite';

/*
 * The shop's icons (lucide's drawings) as references into one sprite, `public/icons.svg`, instead of each icon's
 * paths written into every page: a page's HTML and RSC payload carry `<svg class="icon"><use href="…#star"/></svg>`
 * per icon, and the sprite is fetched once and kept by the browser. The sprite is made from the icons declared here by
 * `npm run icons` (scripts/icon-sprite.ts); a test fails when it is out of date. docs/architecture.md, "What a store
 * page loads first".
 */

/** An icon's props: an svg's; `strokeWidth` overrides lucide's 2 px. */
export type IconProps = Omit<SVGProps<SVGSVGElement>, 'ref'>;

export type IconComponent = (props: IconProps) => ReactNode;

const declared = new Set<string>();

/** The names (lucide's file names) of the icons declared below, for the sprite. */
export const iconNames = (): string[] => [...declared];

function icon(name: string): IconComponent {
  declared.add(name);
  const href = `${ICON_SPRITE}#${name}`;
  return function SpriteIcon({ className, strokeWidth, style, children, ...rest }: IconProps) {
    // decorative unless it is named (as lucide does): screen readers skip it
    const named = children != null || rest['aria-label'] != null || rest['aria-labelledby'] != null || rest.role != null;
    // size, fill and stroke come from the `icon` class (src/app/globals.css) and the utilities beside it; the symbol
    // brings its own viewBox, so the drawing fills the box
    return (
      <svg
        className={className ? `icon ${className}` : 'icon'}
        aria-hidden={named ? undefined : true}
        style={strokeWidth === undefined ? style : { ...style, strokeWidth }}
        {...rest}
      >
        {children}
        <use href={href} />
      </svg>
    );
  };
}

export const ArrowDown = icon('arrow-down');
export const ArrowLeft = icon('arrow-left');
export const ArrowRight = icon('arrow-right');
export const ArrowUp = icon('arrow-up');
export const ArrowUpDown = icon('arrow-up-down');
export const BadgePercent = icon('badge-percent');
export const Bell = icon('bell');
export const Bold = icon('letter-b');
export const Calculator = icon('calculator');
export const CalendarCheck = icon('calendar-check');
export const CalendarClock = icon('calendar-clock');
export const ChartColumn = icon('chart-column');
export const Check = icon('check');
export const ChevronDown = icon('chevron-down');
export const ChevronLeft = icon('chevron-left');
export const ChevronRight = icon('chevron-right');
export const CircleAlert = icon('circle-exclamation-point');
export const CircleCheck = icon('circle-check');
export const Clock = icon('clock');
export const Code2 = icon('code-xml');
export const Columns3 = icon('columns-3');
export const Cookie = icon('cookie');
export const Copy = icon('copy');
export const CreditCard = icon('credit-card');
export const Download = icon('download');
export const ExternalLink = icon('external-link');
export const Eye = icon('eye');
export const EyeOff = icon('eye-off');
export const FileText = icon('file-text');
export const FolderTree = icon('folder-tree');
export const GitCompareArrows = icon('git-compare-arrows');
export const Hammer = icon('hammer');
export const Heading2 = icon('heading-2');
export const Heading3 = icon('heading-3');
export const Headphones = icon('headphones');
export const Headset = icon('headset');
export const Heart = icon('heart');
export const House = icon('house');
export const ImageIcon = icon('image');
export const ImageOff = icon('image-off');
export const ImagePlus = icon('image-plus');
export const Italic = icon('italic');
export const KeyRound = icon('key-round');
export const Layers = icon('layers');
export const LayoutDashboard = icon('layout-dashboard');
export const LayoutGrid = icon('layout-grid');
export const LayoutTemplate = icon('layout-template');
export const Link2 = icon('link-2');
export const Link2Off = icon('link-2-off');
export const List = icon('list');
export const ListOrdered = icon('list-ordered');
export const Loader2 = icon('loader-circle');
export const LogOut = icon('log-out');
export const Mail = icon('mail');
export const MapPin = icon('map-pin');
export const Menu = icon('menu');
export const MessageCircle = icon('message-circle');
export const Minus = icon('minus');
export const Monitor = icon('monitor');
export const Moon = icon('moon');
export const Newspaper = icon('newspaper');
export const Package = icon('package');
export const PackageSearch = icon('package-search');
export const Palette = icon('palette');
export const PanelLeftClose = icon('panel-left-close');
export const PanelLeftOpen = icon('panel-left-open');
export const Pencil = icon('pencil');
export const Percent = icon('percent');
export const Phone = icon('phone');
export const Pilcrow = icon('pilcrow');
export const Plus = icon('plus');
export const Quote = icon('quote');
export const Redo2 = icon('redo-2');
export const Rotate3d = icon('rotate-3d');
export const RotateCcw = icon('rotate-ccw');
export const Rows3 = icon('rows-3');
export const Ruler = icon('ruler');
export const Search = icon('search');
export const Send = icon('send');
export const Settings = icon('settings');
export const ShieldCheck = icon('shield-check');
export const ShoppingBag = icon('shopping-bag');
export const ShoppingCart = icon('shopping-cart');
export const SlidersHorizontal = icon('sliders-horizontal');
export const Sofa = icon('sofa');
export const Star = icon('star');
export const Store = icon('store');
export const Sun = icon('sun');
export const SwatchBook = icon('swatch-book');
export const Table2 = icon('table-2');
export const Tag = icon('tag');
export const Trash2 = icon('trash');
export const TrendingDown = icon('trending-down');
export const TrendingUp = icon('trending-up');
export const TriangleAlert = icon('triangle-exclamation-point');
export const Truck = icon('truck');
export const Underline = icon('underline');
export const Undo2 = icon('undo-2');
export const Upload = icon('upload');
export const UserRound = icon('user-round');
export const Users = icon('users');
export const Wand2 = icon('wand-sparkles');
export const X = icon('x');
export const ZoomIn = icon('zoom-in');
export const ZoomOut = icon('zoom-out');
