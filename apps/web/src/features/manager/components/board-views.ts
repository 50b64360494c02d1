/** The board's views, kept in the URL (?view=): the orders, the day's table reservations, the dishes, the table QR codes, the guests' reviews. */
export const BOARD_VIEWS = ['orders', 'reservations', 'menu', 'tables', 'reviews'] as const;
export type BoardView = (typeof BOARD_VIEWS)[number];

/** The kitchen's board: the orders and the dishes (sold out), nothing of the front of house (decision 086). */
export const KITCHEN_VIEWS = ['orders', 'menu'] as const satisfies readonly BoardView[];

export function boardViewOf(value: string | null, views: readonly BoardView[] = BOARD_VIEWS): BoardView {
  return (views as readonly string[]).includes(value ?? '') ? (value as BoardView) : 'orders';
}
