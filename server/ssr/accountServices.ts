import { DomainError, InvalidInput, NotFound } from '../../domain/common/errors';
import { firstProblem } from '../../domain/common/validation';
import { ORDER_DETAILS_SAVED, orderItemInput, orderProductInput } from '../../domain/orders/orders';
import { ServiceRefusal, type FormOutcome, type SiteServices } from '../../views/services';
import type { Viewer } from '../features/auth/service';
import { ordersService } from '../features/orders/service';
import { STATUS_OF } from '../core/http/errors';
import type { Platform } from '../core/platform';

export interface AccountServiceHelpers {
  /** The signed-in viewer (rejects with NotSignedIn). */
  signedIn(): Promise<Viewer>;
  /** Runs a call, turning domain refusals into ServiceRefusal. */
  asRefusal<T>(work: () => Promise<T>): Promise<T>;
  /** Runs a call for an admin only. */
  asAdmin<T>(work: () => Promise<T>): Promise<T>;
}

const textOf = (form: FormData) => Object.fromEntries([...form].filter(([, value]) => typeof value === 'string')) as Record<string, string>;

/** A form's outcome: the domain refusal's message, or a real failure thrown. */
async function formOutcome(work: () => Promise<string>): Promise<FormOutcome> {
  try {
    return { ok: true, message: await work() };
  } catch (error) {
    if (error instanceof DomainError) return { ok: false, message: error.message, status: STATUS_OF[error.kind] };
    if (error instanceof ServiceRefusal) return { ok: false, message: error.message, status: error.status };
    throw error;
  }
}

const nullIfMissing = <T>(work: Promise<T>) => work.catch((error: unknown) => (error instanceof NotFound ? null : Promise.reject(error)));

/** The server's order services for pages: the same service functions the /api routers call. */
export function createAccountServices(platform: Platform, { signedIn, asRefusal, asAdmin }: AccountServiceHelpers): Pick<SiteServices, 'orders' | 'ordersAdmin'> {
  const orders = () => ordersService(platform);
  return {
    orders: {
      mine: () => asRefusal(async () => orders().listMine((await signedIn()).userId)),
      get: (id) => asRefusal(async () => nullIfMissing(orders().getMine((await signedIn()).userId, id))),
      saveProduct: (id, form) =>
        formOutcome(async () => {
          const viewer = await signedIn();
          const parsed = orderProductInput.safeParse(textOf(form));
          if (!parsed.success) throw new InvalidInput(firstProblem(parsed.error));
          await orders().saveProduct(viewer.userId, id, parsed.data);
          return ORDER_DETAILS_SAVED;
        }),
    },
    ordersAdmin: {
      list: () => asAdmin(() => orders().adminList()),
      get: (id) => asAdmin(() => nullIfMissing(orders().adminGet(id))),
      setItem: (id, form) =>
        formOutcome(() =>
          asAdmin(async () => {
            const parsed = orderItemInput.safeParse(textOf(form));
            if (!parsed.success) throw new InvalidInput(firstProblem(parsed.error));
            await orders().setItem(id, parsed.data);
            return `${parsed.data.directory}: ${parsed.data.status}`;
          }),
        ),
    },
  };
}
