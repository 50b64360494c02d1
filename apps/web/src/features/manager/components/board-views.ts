/** The board's views, kept in the URL (?view=): the orders, the day's table reservations, the dishes, the table QR codes. */
export const BOARD_VIEWS = ['orders', 'reservations', 'menu', 'tables'] as const;
export type BoardView = (typeof BOARD_VIEWS)[number];

export function boardViewOf(value: string | null): BoardView {
  return (BOARD_VIEWS as readonly string[]).includes(value ?? '') ? (value as BoardView) : 'orders';
}
