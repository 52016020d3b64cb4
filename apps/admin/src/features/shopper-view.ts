import type { AdminShopperPageData } from '@oja/api-client';
import { kobo } from '@oja/domain';
import type { AdminShopperPage } from '@oja/ui/admin';

/** The API's shopper page as the screen takes it: every amount checked into kobo. */
export function shopperPageView(data: AdminShopperPageData): AdminShopperPage {
  return {
    ...data,
    credit: {
      limitKobo: kobo(data.credit.limitKobo),
      usedKobo: kobo(data.credit.usedKobo),
      leftKobo: kobo(data.credit.leftKobo),
      owedKobo: kobo(data.credit.owedKobo),
      tierLimitKobo: kobo(data.credit.tierLimitKobo),
      customLimitKobo: data.credit.customLimitKobo === null ? null : kobo(data.credit.customLimitKobo),
      frozen: data.credit.frozen,
    },
    orders: data.orders.map((order) => ({
      ...order,
      totalKobo: kobo(order.totalKobo),
      schedule: order.schedule.map((row) => ({ ...row, amountKobo: kobo(row.amountKobo) })),
    })),
    refunds: data.refunds.map((refund) => ({ ...refund, amountKobo: kobo(refund.amountKobo) })),
  };
}
