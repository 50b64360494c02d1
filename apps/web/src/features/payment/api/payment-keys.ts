export const paymentKeys = {
  order: (orderId: string | null) => ['payment', 'order', orderId] as const,
  update: (orderId: string | null, paymentId: string | null) => ['payment', 'update', orderId, paymentId] as const,
  testPayment: (id: string | null) => ['payment', 'test', id] as const,
};
