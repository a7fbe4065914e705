import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { paths } from '../../shared/paths.ts';

export interface HomeService {
  href: string;
  title: MessageDescriptor;
  text: MessageDescriptor;
  /** The slide's link text: what pressing it does. */
  action: MessageDescriptor;
}

/**
 * The six services of the home carousel (spec §2 screen 9, §1 public services). Creating an act
 * leads to the user's acts, which asks for login first when signed out (spec §2 routing rules).
 */
export const HOME_SERVICES: readonly HomeService[] = [
  {
    href: paths.myActs.href(),
    title: msg({ id: 'home.slide.onlineAct.title', message: 'Notarial harakat — onlayn' }),
    text: msg({
      id: 'home.slide.onlineAct.text',
      message: 'Oldi-sotdi, hadya, ishonchnoma, rozilik va boshqa harakatlarni notarius huzurida yoki videokonferensiya orqali rasmiylashtiring.',
    }),
    action: msg({ id: 'home.slide.onlineAct.action', message: 'Harakat yaratish' }),
  },
  {
    href: paths.catalogue.href(),
    title: msg({ id: 'home.slide.catalogue.title', message: 'Xizmatlar katalogi va narx kalkulyatori' }),
    text: msg({ id: 'home.slide.catalogue.text', message: 'Har bir notarial harakat uchun kerakli hujjatlar, ishtirokchilar, muddat va davlat boji miqdori.' }),
    action: msg({ id: 'home.slide.catalogue.action', message: 'Katalogni ochish' }),
  },
  {
    href: paths.notaries.href(),
    title: msg({ id: 'home.slide.notaries.title', message: 'Notariuslar reestri va navbat' }),
    text: msg({ id: 'home.slide.notaries.text', message: 'Notariusni reyting, ish vaqti va manzili bo‘yicha tanlang, qabuliga yoziling.' }),
    action: msg({ id: 'home.slide.notaries.action', message: 'Notariusni tanlash' }),
  },
  {
    href: paths.searchAct.href(),
    title: msg({ id: 'home.slide.searchAct.title', message: 'Notarial harakatni tekshirish' }),
    text: msg({ id: 'home.slide.searchAct.text', message: 'Reestr raqami va sanasi bo‘yicha harakat ro‘yxatga olinganini va amalda ekanini bilib oling.' }),
    action: msg({ id: 'home.slide.searchAct.action', message: 'Tekshirish' }),
  },
  {
    href: paths.searchProxy.href(),
    title: msg({ id: 'home.slide.searchProxy.title', message: 'Ishonchnomani tekshirish' }),
    text: msg({ id: 'home.slide.searchProxy.text', message: 'Ishonchnoma amalda ekanini, muddati va tomonlarini tekshiring.' }),
    action: msg({ id: 'home.slide.searchProxy.action', message: 'Ishonchnomani topish' }),
  },
  {
    href: paths.searchInheritance.href(),
    title: msg({ id: 'home.slide.inheritance.title', message: 'Meros ishlarini qidirish' }),
    text: msg({
      id: 'home.slide.inheritance.text',
      message: 'Meros ishi qaysi notariusda ochilganini ish raqami yoki marhumning ma’lumotlari bo‘yicha toping.',
    }),
    action: msg({ id: 'home.slide.inheritance.action', message: 'Meros ishini topish' }),
  },
];
