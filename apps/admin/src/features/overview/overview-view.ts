import type { AdminOverviewData } from '@oja/api-client';
import { kobo } from '@oja/domain';
import type { AdminCountAmount, AdminOverview } from '@oja/ui/admin';

const counted = (tally: { count: number; kobo: number }): AdminCountAmount => ({
  count: tally.count,
  amountKobo: kobo(tally.kobo),
});

/** The overview's answer as the screen shows it: every figure the server's, kobo typed as kobo. */
export function toOverviewView(data: AdminOverviewData): AdminOverview {
  return {
    ordersToday: data.orders.count,
    salesTodayKobo: kobo(data.orders.kobo),
    downPayments: counted(data.downPayments),
    instalmentsDue: counted(data.instalmentsDue),
    instalmentsCollected: counted(data.collected),
    instalmentsFailed: counted(data.failed),
    refundsOwed: counted(data.refundsOwed),
    refundsPaid: counted(data.refundsPaid),
    tier2Waiting: data.tier2Waiting,
    collection: data.collectionRate.map((day) => ({
      date: day.date,
      dueKobo: kobo(day.dueKobo),
      collectedKobo: kobo(day.collectedKobo),
      collectedPercent: day.collectedPercent,
    })),
    collectionPercent: data.collectionPercent,
  };
}
