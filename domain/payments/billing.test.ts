import { billingStatusOf, confirmQuery, newSubscriptionInput } from './billing';

describe('billing rules', () => {
  it("When Stripe reports a subscription status, then the account shows one of the product's four", () => {
    expect(['trialing', 'active', 'past_due', 'canceled'].map(billingStatusOf)).toEqual(['trialing', 'active', 'past_due', 'canceled']);
    expect(billingStatusOf('unpaid')).toBe('past_due');
    expect(billingStatusOf('incomplete')).toBe('past_due');
    expect(billingStatusOf('incomplete_expired')).toBe('canceled');
  });

  it('When ids come from a request, then only Stripe-shaped ones pass, with a clear message', () => {
    expect(newSubscriptionInput.safeParse({ subscriptionId: 'sub_123' }).success).toBe(true);
    expect(newSubscriptionInput.safeParse({ subscriptionId: 'sub_1; drop' }).error?.issues[0].message).toBe('subscriptionId must be a Stripe subscription id (sub_...)');
    expect(confirmQuery.safeParse({}).error?.issues[0].message).toBe('session_id is required');
  });
});
