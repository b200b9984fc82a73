import { TopBarBalance } from './balance/TopBarBalance';
import { useBalanceFeed } from './balance/useBalanceFeed';
import { CurrencySwitch } from './money/CurrencySwitch';

/** The credit part of the top bar: balance (distributor, dealer, sub-dealer) and the currency switch. */
export const CreditTopBar = () => {
  useBalanceFeed();
  return (
    <>
      <TopBarBalance />
      <CurrencySwitch />
    </>
  );
};
