import { Trans, useLingui } from '@lingui/react/macro';
import type { TaxInvoiceSeller } from '../../../machines/domain/company-setup.ts';
import type { Company } from '../../../machines/settings.machine.ts';
import * as styles from './receipt.css.ts';

/** Who sold, as a receipt names them: the name; on a tax invoice also the VAT number and address. */
export function SellerDetails({ name, taxSeller }: { name: Company['name']; taxSeller: TaxInvoiceSeller | null }) {
  const { i18n } = useLingui();
  return (
    <div className={styles.seller}>
      <p>
        <strong>{i18n.locale === 'ar' ? name.ar : name.en}</strong>
      </p>
      {taxSeller ? <TaxSellerLines seller={taxSeller} /> : null}
    </div>
  );
}

function TaxSellerLines({ seller }: { seller: TaxInvoiceSeller }) {
  const { street, buildingNumber, district, city, postalCode } = seller.address;
  return (
    <>
      <p data-testid="seller-vat-number">
        <Trans>VAT number</Trans>: <span dir="ltr">{seller.vatNumber}</span>
      </p>
      <address className={styles.address} data-testid="seller-address">
        <Trans>
          <bdi>{buildingNumber}</bdi> <bdi>{street}</bdi>, <bdi>{district}</bdi>, <bdi>{city}</bdi> <bdi>{postalCode}</bdi>
        </Trans>
      </address>
    </>
  );
}
