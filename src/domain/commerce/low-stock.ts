/** The shop's default low-stock threshold until the owner sets another in settings (docs/requirements.md, "Low stock"). */
export const LOW_STOCK_THRESHOLD = 5;

/** The threshold of one product: its own when set, else the shop's default from settings. */
export const lowStockLimit = (own: number | null | undefined, shopDefault: number) => own ?? shopDefault;

/** Whether stock left is low: at or below the limit, and -1 (unlimited) never is (docs/requirements.md, "Low stock"). */
export const isLowStock = (left: number, limit: number = LOW_STOCK_THRESHOLD) => left !== -1 && left <= limit;
