/** The board's views, kept in the URL (?view=): the orders, the day's table reservations, the dishes, the table QR codes, the guests' reviews. */
export const BOARD_VIEWS = ['orders', 'reservations', 'menu', 'tables', 'reviews'] as const;
export type BoardView = (typeof BOARD_VIEWS)[number];

export function boardViewOf(value: string | null): BoardView {
  return (BOARD_VIEWS as readonly string[]).includes(value ?? '') ? (value as BoardView) : 'orders';
}
