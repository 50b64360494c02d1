import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import type { UserInfo } from '@tavola/domain/schemas/basket';
import type { OrderPaymentType } from '@tavola/domain/schemas/order';
import { formatLocalDateTime } from '@tavola/domain/time/format-local-date-time';
import { isApiError } from '../../../api/api-error.ts';
import { basketKeys, useBasket, useBasketId, type Basket } from '../../../api/basket.ts';
import { apiRequest } from '../../../api/client.ts';
import { useRestaurantInfo, type RestaurantInfo } from '../../../api/restaurant-info.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useFormatPrice } from '../../../lib/money.ts';
import { pageConfig } from '../../../lib/page-config.ts';
import { readSessionJson, storageKeys, writeSessionJson } from '../../../lib/storage.ts';
import { openOverlay } from '../../../lib/ui-state.ts';
import { Icon } from '../../../ui/icon.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { closeSnackbarOfType } from '../../../ui/snackbar-store.ts';
import { useCheckoutTotals } from '../api/basket-price.ts';
import { useCheckAddress } from '../../basket/api/check-address.ts';
import { useCustomerProfile, useCustomerToken, useSavedAddresses, type CustomerProfile } from '../api/customer.ts';
import { usePlaceOrder } from '../api/place-order.ts';
import { useSaveGuestDetails } from '../api/save-guest-details.ts';
import { stepsFor, useCheckoutSteps, type StepId } from '../hooks/use-checkout-steps.ts';
import { useFinishOrder } from '../hooks/use-finish-order.ts';
import {
  addressRules,
  DETAIL_FIELDS,
  personalRules,
  readRememberedDetails,
  readRememberedPayment,
  rememberDetails,
  rememberPayment,
  toUserInfo,
  validateDetails,
  type DetailField,
  type FieldRule,
  type GuestDetails,
} from '../lib/guest-details.ts';
import { visiblePaymentMethods } from '../lib/payment-methods.ts';
import { AddressStep } from './address-step.tsx';
import { CheckoutProgress } from './checkout-progress.tsx';
import { DeliveryMethodStep, type DeliveryTypeChoice } from './delivery-method-step.tsx';
import { OrderLines } from './order-lines.tsx';
import { PayStep, type ReviewFact } from './pay-step.tsx';
import { PaymentStep, usePaymentMethodLabel } from './payment-step.tsx';
import { PersonalStep } from './personal-step.tsx';
import { StepSection } from './step-section.tsx';
import { TotalsCard } from './totals-card.tsx';

/** Refusals of the early check that only the later steps can fix (the address is not known yet). */
const LATER_STEP_CODES = new Set(['postal_code_not_in_delivery_area']);

type FieldErrors = Partial<Record<DetailField, string>>;

/**
 * How a step's Continue runs: `quiet` is the pass on arrival, which only goes on where nothing is missing
 * and says nothing where something is (the guest has not acted yet); `values` are the details to check.
 */
type Pass = { quiet?: boolean; values?: GuestDetails };

/**
 * /checkout ('Place Order', spec §2): Delivery Methods, Delivery Address, personal information, Payment
 * Method and Pay, one open at a time — and on arrival every step the guest has nothing left to do in is
 * passed at once (decision 102): a returning guest lands on Pay. Every figure comes from the server, and
 * the server checks everything again (is-valid, then create-order) when the guest pays.
 */
export function CheckoutPage({
  deliveryTypes,
  timeControl,
}: {
  deliveryTypes: DeliveryTypeChoice;
  timeControl: ReactNode;
}) {
  const navigate = useNavigate();
  const info = useRestaurantInfo().data;
  const basketQuery = useBasket();
  const basketId = useBasketId();
  const token = useCustomerToken();
  const basket = basketQuery.data;
  const placing = useRef(false);

  // The menu's "Added" note is about the screen the guest left: it does not cover the checkout's first step.
  useEffect(() => closeSnackbarOfType('success'), []);

  const empty = basketQuery.isSuccess && (!basket || basket.products.length === 0);
  const mustLogIn = Boolean(info?.login_required && !token);
  useEffect(() => {
    if (placing.current) return;
    if (mustLogIn) {
      navigate('/cart?next=checkout', { replace: true });
      openOverlay('auth');
    } else if (empty) {
      navigate('/menu', { replace: true });
    }
  }, [empty, mustLogIn, navigate]);

  return (
    <div className="mx-auto w-full max-w-[1200px] px-4 pt-6 pb-24 md:pt-10" data-testid="checkout-page">
      {info && basket && basketId && basket.products.length > 0 && !mustLogIn ? (
        <Checkout
          info={info}
          basket={basket}
          token={token}
          deliveryTypes={deliveryTypes}
          timeControl={timeControl}
          placing={placing}
        />
      ) : (
        <CheckoutSkeleton />
      )}
    </div>
  );
}

function Checkout({
  info,
  basket,
  token,
  deliveryTypes,
  timeControl,
  placing,
}: {
  info: RestaurantInfo;
  basket: Basket;
  token: string | null;
  deliveryTypes: DeliveryTypeChoice;
  timeControl: ReactNode;
  placing: { current: boolean };
}) {
  const { t, i18n } = useTranslation();
  const format = useFormatPrice();
  const queryClient = useQueryClient();
  const type = basket.deliveryType;
  const totals = useCheckoutTotals(basket);
  const profileQuery = useCustomerProfile(token);
  const profile = profileQuery.data;
  const savedAddresses = useSavedAddresses(token).data ?? [];
  const finishOrder = useFinishOrder();
  const checkAddress = useCheckAddress();
  const saveDetails = useSaveGuestDetails();
  const place = usePlaceOrder();
  const methodLabel = usePaymentMethodLabel();

  const personal = useMemo(
    () => personalRules(info.personal_information_fields, type),
    [info.personal_information_fields, type],
  );
  const steps = useMemo(() => stepsFor(type, personal.length > 0), [type, personal.length]);
  const { open, stateOf, complete, edit } = useCheckoutSteps(steps, basket.id);
  const progressKey = storageKeys.checkoutProgress(basket.id);
  const draft = readSessionJson<{ details?: GuestDetails; paymentType?: OrderPaymentType }>(progressKey);
  // payFix and paying at the end are table rights: only a basket seated with the table's code (its
  // QR link) has them, and only such a basket is shown the code.
  const tableCode = basket.table?.qrCode ?? null;
  const methods = useMemo(
    () =>
      visiblePaymentMethods(info, type).filter(
        (method) => (method.code !== 'payFix' && method.code !== 'payAtEnd') || tableCode !== null,
      ),
    [info, type, tableCode],
  );
  // Not kept across a reload: the staff tell it again.
  const [pin, setPin] = useState('');
  const pinComplete = /^\d{4}$/.test(pin);

  const [details, setDetails] = useState<GuestDetails>(() => ({
    ...readRememberedDetails(pageConfig.restaurantId),
    ...fromUserInfo(basket.userInfo),
    // The postal code given on the menu or in the basket (its zone is already checked).
    ...(basket.postalCode ? { postalCode: basket.postalCode } : {}),
    // What was typed but not sent yet (e.g. an address before its check) survives a reload too.
    ...draft?.details,
  }));
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [stepError, setStepError] = useState<{ step: StepId; message: string } | null>(null);
  const [checking, setChecking] = useState(false);
  const [paymentType, setPaymentType] = useState<OrderPaymentType | null>(
    () => draft?.paymentType ?? (readRememberedPayment(pageConfig.restaurantId) as OrderPaymentType | null),
  );
  // A first arrival at this basket's checkout (nothing of it in this tab yet) passes what is already done.
  const [forwarding, setForwarding] = useState(() => draft === null);

  // Written in the commit (a layout effect), not after the next paint: a reload right after the last
  // keystroke must find it (a passive effect may wait for the next frame).
  useLayoutEffect(() => {
    writeSessionJson(progressKey, { ...readSessionJson<object>(progressKey), details, paymentType });
  }, [progressKey, details, paymentType]);
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [termsError, setTermsError] = useState(false);

  // A logged-in customer's profile fills what is still empty.
  useEffect(() => {
    if (!profile) return;
    setDetails((current) => fillEmpty(current, fromProfile(profile)));
  }, [profile]);

  // One method only: it is the choice. A delivery type that no longer offers the chosen one clears it.
  const chosen =
    paymentType && methods.some((method) => method.code === paymentType)
      ? paymentType
      : methods.length === 1
        ? methods[0]!.code
        : null;

  const errorFor = (step: StepId) => (stepError?.step === step ? stepError.message : null);
  const changeDetail = (field: DetailField, value: string) => {
    setDetails((current) => ({ ...current, [field]: value }));
    setFieldErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };
  const detailRules: FieldRule[] = [...(type === 'delivery' ? addressRules() : []), ...personal];

  /** Sends every detail asked so far; answers false (with the messages shown) when refused. */
  const sendDetails = async (values: GuestDetails, quiet = false): Promise<boolean> => {
    try {
      await saveDetails.mutateAsync({ basketId: basket.id, userInfo: toUserInfo(values, detailRules) });
      rememberDetails(pageConfig.restaurantId, values);
      return true;
    } catch (error) {
      if (quiet) return false;
      const fields = isApiError(error) ? error.details.fieldErrors : undefined;
      if (fields) setFieldErrors(serverFieldErrors(fields));
      else setStepError({ step: open, message: errorText(error) });
      return false;
    }
  };

  const continueDeliveryMethod = async ({ quiet = false }: Pass = {}): Promise<boolean> => {
    setStepError(null);
    if (!type) {
      if (!quiet) setStepError({ step: 'deliveryMethod', message: t('delivery.chooseType') });
      return false;
    }
    setChecking(true);
    try {
      await apiRequest({ method: 'POST', path: 'order/is-valid', query: { basketId: basket.id } });
      complete('deliveryMethod');
      return true;
    } catch (error) {
      const laterStep =
        isApiError(error) &&
        error.code !== null &&
        (LATER_STEP_CODES.has(error.code) ||
          (type === 'delivery' && error.code === 'minimum_order_value_not_reached' && !basket.postalCode));
      if (laterStep) {
        complete('deliveryMethod');
        return true;
      }
      if (!quiet) setStepError({ step: 'deliveryMethod', message: errorText(error) });
      void queryClient.invalidateQueries({ queryKey: basketKeys.all });
      return false;
    } finally {
      setChecking(false);
    }
  };

  const continueAddress = async ({ quiet = false, values = details }: Pass = {}): Promise<boolean> => {
    setStepError(null);
    const errors = validateDetails(values, addressRules(), i18n.language, t('checkout.fields.required'));
    if (quiet && Object.keys(errors).length > 0) return false;
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) return false;
    setChecking(true);
    try {
      const check = await checkAddress.mutateAsync({
        basketId: basket.id,
        postalCode: values.postalCode!.trim(),
        deliveryType: 'delivery',
      });
      // The zone is known now, and with it its minimum: say what is missing here, not only at Pay.
      if (check.minimumOrderMissing > 0) {
        setStepError({
          step: 'address',
          message: t('cart.minimumMissing', {
            amount: format(check.minimumOrderMissing),
            minimum: format(check.minimumOrderValue),
          }),
        });
        void queryClient.invalidateQueries({ queryKey: basketKeys.all });
        return false;
      }
      if (personal.length === 0 && !(await sendDetails(values, quiet))) return false;
      // Kept for this device as name and phone are: a new tab offers the checked address again.
      rememberDetails(pageConfig.restaurantId, { ...readRememberedDetails(pageConfig.restaurantId), ...values });
      complete('address');
      return true;
    } catch (error) {
      if (!quiet) setFieldErrors({ postalCode: errorText(error) });
      return false;
    } finally {
      setChecking(false);
    }
  };

  const continuePersonal = async ({ quiet = false, values = details }: Pass = {}): Promise<boolean> => {
    setStepError(null);
    const errors = validateDetails(values, personal, i18n.language, t('checkout.fields.required'));
    if (quiet && Object.keys(errors).length > 0) return false;
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) return false;
    if (!(await sendDetails(values, quiet))) return false;
    complete('personal');
    return true;
  };

  const continuePayment = ({ quiet = false }: Pass = {}): boolean => {
    setStepError(null);
    if (!chosen) {
      if (!quiet) setStepError({ step: 'payment', message: t('checkout.payment.choose') });
      return false;
    }
    // The table's PIN is told by the staff for each order: never passed on arrival.
    if (chosen === 'payFix' && (quiet || !pinComplete)) {
      if (!quiet) setStepError({ step: 'payment', message: t('checkout.payment.pinRequired') });
      return false;
    }
    setPaymentType(chosen);
    complete('payment');
    return true;
  };

  const continueStep: Record<Exclude<StepId, 'pay'>, (pass?: Pass) => Promise<boolean> | boolean> = {
    deliveryMethod: continueDeliveryMethod,
    address: continueAddress,
    personal: continuePersonal,
    payment: continuePayment,
  };

  // The pass on arrival, once the details it may use are known (a signed-in customer's profile). It
  // stops at the first step that needs the guest; the page shows while it runs (one or two calls).
  const forwardStarted = useRef(false);
  const profileSettled = !token || profileQuery.isFetched;
  useEffect(() => {
    if (!forwarding || !profileSettled || forwardStarted.current) return;
    forwardStarted.current = true;
    const values = profile ? fillEmpty(details, fromProfile(profile)) : details;
    void (async () => {
      try {
        for (const id of steps) {
          if (id === 'pay' || !(await continueStep[id]({ quiet: true, values }))) break;
        }
      } finally {
        setForwarding(false);
      }
    })();
    // Once per arrival: what it reads is the state at the moment the details became known.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [forwarding, profileSettled]);

  const pay = () => {
    // The button is disabled while the order is placed; this also stops a second press that
    // arrives before React re-renders it. The server answers a repeated basket with the first order.
    if (placing.current) return;
    setStepError(null);
    if (!termsAccepted) {
      setTermsError(true);
      return;
    }
    if (!chosen || (chosen === 'payFix' && !pinComplete)) {
      edit('payment');
      return;
    }
    placing.current = true;
    rememberPayment(pageConfig.restaurantId, chosen);
    place.mutate(
      {
        basketId: basket.id,
        paymentType: chosen,
        ...(chosen === 'payFix' && tableCode ? { payFix: { qrCode: tableCode, pin } } : {}),
      },
      {
        onSuccess: (order) => finishOrder(order, basket.id),
        onError: (error) => {
          placing.current = false;
          // A wrong PIN is fixed where it was typed: back to the PIN field, emptied, with the reason.
          if (isApiError(error) && error.code === 'payfix_pin_wrong') {
            setPin('');
            edit('payment');
            setStepError({ step: 'payment', message: errorText(error) });
            return;
          }
          setStepError({ step: 'pay', message: errorText(error) });
          void queryClient.invalidateQueries({ queryKey: basketKeys.all });
        },
      },
    );
  };

  const address = [
    [details.address, details.house_number].filter(Boolean).join(' '),
    [details.postalCode, details.city].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');
  const contactParts = [details.name, details.email, details.mobile].map((value) => value?.trim()).filter(Boolean);
  const contact = contactParts.join(' · ');
  const when = basket.deliveryTime ? formatLocalDateTime(basket.deliveryTime, i18n.language) : t('checkout.asap');
  const chosenMethod = methods.find((method) => method.code === chosen);
  const facts: ReviewFact[] = [
    { key: 'type', label: t('checkout.review.deliveryType'), value: type ? t(`delivery.types.${type}`) : '–' },
    { key: 'time', label: t('checkout.review.time'), value: when },
    ...(type === 'delivery' && address
      ? [{ key: 'address', label: t('checkout.review.address'), value: address }]
      : []),
    // One line each: a long e-mail address is not split across lines.
    ...(contact ? [{ key: 'contact', label: t('checkout.review.contact'), value: contactParts.join('\n') }] : []),
    ...(chosenMethod
      ? [{ key: 'payment', label: t('checkout.review.paymentMethod'), value: methodLabel(chosenMethod) }]
      : []),
  ];

  const summaries: Record<StepId, string | undefined> = {
    deliveryMethod: type ? `${t(`delivery.types.${type}`)} · ${when}` : undefined,
    address: address || undefined,
    personal: contact || undefined,
    payment: chosenMethod ? methodLabel(chosenMethod) : undefined,
    pay: undefined,
  };

  const content: Record<StepId, ReactNode> = {
    deliveryMethod: (
      <DeliveryMethodStep
        types={deliveryTypes}
        timeControl={timeControl}
        error={errorFor('deliveryMethod')}
        busy={checking || deliveryTypes.pending !== null}
        onContinue={() => void continueDeliveryMethod()}
      />
    ),
    address: (
      <AddressStep
        details={details}
        onChange={changeDetail}
        errors={fieldErrors}
        savedAddresses={savedAddresses}
        error={errorFor('address')}
        busy={checking || saveDetails.isPending}
        onContinue={() => void continueAddress()}
      />
    ),
    personal: (
      <PersonalStep
        rules={personal}
        details={details}
        onChange={changeDetail}
        errors={fieldErrors}
        error={errorFor('personal')}
        busy={saveDetails.isPending}
        onContinue={() => void continuePersonal()}
      />
    ),
    payment: (
      <PaymentStep
        methods={methods}
        selected={chosen}
        onSelect={setPaymentType}
        error={errorFor('payment')}
        onContinue={() => void continuePayment()}
        pin={pin}
        onPinChange={setPin}
      />
    ),
    pay: (
      <PayStep
        basket={basket}
        info={info}
        totals={totals}
        facts={facts}
        online={chosenMethod?.online ?? false}
        termsAccepted={termsAccepted}
        onTermsChange={(accepted) => {
          setTermsAccepted(accepted);
          if (accepted) setTermsError(false);
        }}
        termsError={termsError}
        error={errorFor('pay')}
        busy={place.isPending || place.isSuccess}
        onPay={pay}
      />
    ),
  };

  return (
    <>
      <Link to="/cart" className="inline-flex items-center gap-1.5 text-sm font-semibold text-muted hover:text-ink">
        <Icon name="arrowStart" className="size-4" />
        {t('checkout.backToCart')}
      </Link>
      <h1 className="mt-3 text-3xl font-bold tracking-tight">{t('checkout.heading')}</h1>
      {/* Phones: what the order comes to, always in sight (wide screens have the totals beside the steps). */}
      <p className="mt-1 text-sm text-muted lg:hidden">
        {t('checkout.items', { count: basket.count })} ·{' '}
        <span className="font-semibold text-ink tabular-nums" data-testid="total-total">
          {format(totals.total)}
        </span>
      </p>
      <div className="mt-2 grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_380px]">
        <div>
          <CheckoutProgress steps={steps} open={open} />
          {forwarding ? (
            <StepsSkeleton count={steps.length} />
          ) : (
            <div className="mt-5 space-y-3" data-testid="checkout-steps">
              {steps.map((step, index) => (
                <StepSection
                  key={step}
                  id={step}
                  number={index + 1}
                  title={t(`checkout.steps.${step}`)}
                  state={stateOf(step)}
                  summary={summaries[step]}
                  onEdit={() => {
                    setStepError(null);
                    edit(step);
                  }}
                >
                  {content[step]}
                </StepSection>
              ))}
            </div>
          )}
        </div>
        <aside
          className="sticky top-24 hidden rounded-3xl bg-surface p-6 shadow-card ring-1 ring-stone-900/[0.04] lg:block"
          aria-label={t('checkout.totals.title')}
        >
          <h2 className="flex items-baseline justify-between text-lg font-semibold">
            {t('checkout.totals.title')}
            <span className="text-sm font-normal text-muted">{t('checkout.items', { count: basket.count })}</span>
          </h2>
          {/* pt-1.5: room inside the scroll box for the first line's quantity badge, which sticks out above its picture. */}
          <div className="mt-2.5 max-h-[40vh] overflow-y-auto pe-1 pt-1.5">
            <OrderLines lines={basket.products} />
          </div>
          <div className="mt-4 border-t border-line pt-4">
            <TotalsCard totals={totals} voucherCode={basket.voucher_code} />
          </div>
        </aside>
      </div>
    </>
  );
}

/** While the arrival pass runs: the steps' places, so the page does not jump when they appear. */
function StepsSkeleton({ count }: { count: number }) {
  return (
    <div className="mt-5 space-y-3" aria-busy="true" data-testid="checkout-steps-pending">
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} className="h-16 w-full rounded-3xl" />
      ))}
    </div>
  );
}

function CheckoutSkeleton() {
  return (
    <div aria-busy="true">
      <Skeleton className="h-5 w-32" />
      <Skeleton className="mt-4 h-9 w-56" />
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_380px]">
        <div className="space-y-3">
          <Skeleton className="h-64 w-full rounded-3xl" />
          <Skeleton className="h-16 w-full rounded-3xl" />
          <Skeleton className="h-16 w-full rounded-3xl" />
        </div>
        <Skeleton className="hidden h-80 w-full rounded-3xl lg:block" />
      </div>
    </div>
  );
}

function fromUserInfo(info: UserInfo | null): GuestDetails {
  const details: GuestDetails = {};
  if (!info) return details;
  for (const field of DETAIL_FIELDS) {
    const value = info[field];
    if (typeof value === 'string' && value.trim()) details[field] = value;
  }
  return details;
}

function fromProfile(profile: CustomerProfile): GuestDetails {
  const details: GuestDetails = { name: profile.name, email: profile.email };
  if (profile.mobile) details.mobile = profile.mobile;
  if (profile.birth_date) details.birth_date = profile.birth_date;
  if (profile.company) details.company = profile.company;
  if (profile.street) details.address = profile.street;
  if (profile.house_number) details.house_number = profile.house_number;
  if (profile.postal_code) details.postalCode = profile.postal_code;
  if (profile.city) details.city = profile.city;
  return details;
}

function fillEmpty(current: GuestDetails, extra: GuestDetails): GuestDetails {
  const next = { ...current };
  for (const field of DETAIL_FIELDS) if (!next[field]?.trim() && extra[field]) next[field] = extra[field];
  return next;
}

/** add-address answers 422 with 'userInfo.email'-style keys: shown under the field they name. */
function serverFieldErrors(fields: Record<string, string[]>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [key, messages] of Object.entries(fields)) {
    const field = key.replace(/^userInfo\./, '') as DetailField;
    if ((DETAIL_FIELDS as readonly string[]).includes(field) && messages[0]) errors[field] ??= messages[0];
  }
  return errors;
}
