import { useLingui } from '@lingui/react/macro';
import { PartiesStep } from './parties-step.tsx';
import { SaleCoOwnersStep } from './sale-co-owners-step.tsx';
import { SalePriceStep } from './sale-price-step.tsx';
import { SaleReviewStep } from './sale-review-step.tsx';
import { SaleVehicleStep } from './sale-vehicle-step.tsx';
import type { TypeStepProps } from './type-step-props.ts';

/**
 * The steps of the vehicle sale 1 and the vehicle gift 4 (spec §4 "1 and 4: select vehicle (and
 * sale price for a sale), add buyer or donee"; §5 co-owners as sellers or givers): the same
 * steps, named for each, the gift with a value in place of the price and terms (docs/decisions/0043-vehicle-sale-wizard.md,
 * docs/decisions/0047-vehicle-gift-wizard.md).
 */
export function VehicleTransferStep(props: TypeStepProps) {
  const { t } = useLingui();
  const gift = props.act.actTypeId === 4;
  switch (props.step) {
    case 'vehicle':
      return (
        <SaleVehicleStep {...props} title={gift ? t({ id: 'act.wizard.gift.vehicle.title', message: 'Hadya qilinadigan transport vositasi' }) : undefined} />
      );
    case 'price':
    case 'value':
      return (
        <SalePriceStep
          {...props}
          terms={!gift}
          title={
            gift
              ? t({ id: 'act.wizard.value.title', message: 'Hadya qilinadigan transport vositasining qiymati' })
              : t({ id: 'act.wizard.price.title', message: 'Sotish narxi va to‘lov shartlari' })
          }
          priceLabel={gift ? t({ id: 'act.wizard.value.price', message: 'Qiymati, so‘m' }) : t({ id: 'act.wizard.price.price', message: 'Sotish narxi, so‘m' })}
        />
      );
    case 'buyer':
    case 'donee':
      return (
        <PartiesStep
          {...props}
          role={props.step}
          rule={props.step}
          title={gift ? t({ id: 'act.wizard.donee.title', message: 'Hadya oluvchi' }) : t({ id: 'act.wizard.buyer.title', message: 'Xaridor' })}
          listLabel={gift ? t({ id: 'act.wizard.donee.list', message: 'Hadya oluvchilar' }) : t({ id: 'act.wizard.buyer.list', message: 'Xaridorlar' })}
          addLabel={
            gift ? t({ id: 'act.wizard.donee.add', message: 'Hadya oluvchini qo‘shish' }) : t({ id: 'act.wizard.buyer.add', message: 'Xaridorni qo‘shish' })
          }
        />
      );
    case 'co_owners':
      return (
        <SaleCoOwnersStep
          {...props}
          rule={
            gift
              ? t({
                  id: 'act.wizard.gift.coOwners.rule',
                  message:
                    'Umumiy mulkni hadya qilishda barcha egalar hadya qiluvchi sifatida qo‘shiladi. Har biri taklifnomani qabul qilib roziligini tasdiqlaydi; notarius barcha rozilik berganidan keyin ro‘yxatga oladi.',
                })
              : t({
                  id: 'act.wizard.coOwners.rule',
                  message:
                    'Umumiy mulkni sotishda barcha egalar sotuvchi sifatida qo‘shiladi. Har biri taklifnomani qabul qilib roziligini tasdiqlaydi; notarius barcha rozilik berganidan keyin ro‘yxatga oladi.',
                })
          }
          listLabel={
            gift
              ? t({ id: 'act.wizard.gift.coOwners.list', message: 'Hadya qiluvchi sifatida qo‘shilgan egalar' })
              : t({ id: 'act.wizard.coOwners.list', message: 'Sotuvchi sifatida qo‘shilgan egalar' })
          }
        />
      );
    case 'review':
      return (
        <SaleReviewStep
          {...props}
          terms={!gift}
          priceLabel={gift ? t({ id: 'act.wizard.review.value', message: 'Qiymati' }) : t({ id: 'act.wizard.review.price', message: 'Sotish narxi' })}
          giversLabel={
            gift ? t({ id: 'act.wizard.review.donors', message: 'Hadya qiluvchilar' }) : t({ id: 'act.wizard.review.sellers', message: 'Sotuvchilar' })
          }
          takersLabel={gift ? t({ id: 'act.wizard.review.donees', message: 'Hadya oluvchi' }) : t({ id: 'act.wizard.review.buyers', message: 'Xaridor' })}
        />
      );
    default:
      return null;
  }
}
