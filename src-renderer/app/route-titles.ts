import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { RouteTitleId } from './route-status.ts';

/** Page titles of the spec §2 routes, keyed by the `titleId` of `route-status.ts`. */
export const ROUTE_TITLES = {
  'route.home': msg({ id: 'route.home', message: 'Bosh sahifa' }),
  'route.catalogue': msg({ id: 'route.catalogue', message: 'Xizmatlar katalogi' }),
  'route.catalogueDetails': msg({ id: 'route.catalogueDetails', message: 'Xizmat tafsilotlari' }),
  'route.feeCalculator': msg({ id: 'route.feeCalculator', message: 'Xizmat narxi kalkulyatori' }),
  'route.notaries': msg({ id: 'route.notaries', message: 'Notariuslar reestri' }),
  'route.notaryDetails': msg({ id: 'route.notaryDetails', message: 'Notarius haqida' }),
  'route.equeue': msg({ id: 'route.equeue', message: 'Elektron navbat' }),
  'route.statistics': msg({ id: 'route.statistics', message: 'Statistika' }),
  'route.searchProxy': msg({ id: 'route.searchProxy', message: 'Ishonchnomalarni qidirish' }),
  'route.searchInheritance': msg({ id: 'route.searchInheritance', message: 'Meros ishlarini qidirish' }),
  'route.updateDict': msg({ id: 'route.updateDict', message: 'Ma’lumotnomalarni yangilash' }),
  'route.searchAct': msg({ id: 'route.searchAct', message: 'Notarial harakatni tekshirish' }),
  'route.searchBan': msg({ id: 'route.searchBan', message: 'Mulkka taqiqlarni tekshirish' }),
  'route.actDetails': msg({ id: 'route.actDetails', message: 'Notarial harakat' }),
  'route.adminUsers': msg({ id: 'route.adminUsers', message: 'Foydalanuvchilar' }),
  'route.adminUser': msg({ id: 'route.adminUser', message: 'Foydalanuvchi ma’lumotlari' }),
  'route.profile': msg({ id: 'route.profile', message: 'Profil' }),
  'route.videoTesting': msg({ id: 'route.videoTesting', message: 'Videokonferensiya qurilmalarini tekshirish' }),
  'route.roomVideoTesting': msg({ id: 'route.roomVideoTesting', message: 'Video xonani tekshirish' }),
  'route.forbidden': msg({ id: 'route.forbidden', message: 'Kirish taqiqlangan' }),
  'route.notFound': msg({ id: 'route.notFound', message: 'Sahifa topilmadi' }),
  'route.myActs': msg({ id: 'route.myActs', message: 'Mening notarial harakatlarim' }),
  'route.myAct': msg({ id: 'route.myAct', message: 'Notarial harakat tafsilotlari' }),
  'route.myActParty': msg({ id: 'route.myActParty', message: 'Harakat ishtirokchisi' }),
  'route.myActVehicle': msg({ id: 'route.myActVehicle', message: 'Transport vositasi' }),
  'route.myActRealEstate': msg({ id: 'route.myActRealEstate', message: 'Ko‘chmas mulk' }),
  'route.myActOtherProperty': msg({ id: 'route.myActOtherProperty', message: 'Boshqa mol-mulk' }),
  'route.kioskAuth': msg({ id: 'route.kioskAuth', message: 'Kioskda tizimga kirish' }),
  'route.kioskMain': msg({ id: 'route.kioskMain', message: 'Kiosk bosh menyusi' }),
  'route.kioskDiagnostics': msg({ id: 'route.kioskDiagnostics', message: 'Terminal diagnostikasi' }),
  'route.kioskDictionaries': msg({ id: 'route.kioskDictionaries', message: 'Terminal ma’lumotnomalari' }),
  'route.operationsTerminals': msg({ id: 'route.operationsTerminals', message: 'Kiosk terminallari' }),
} as const satisfies Record<RouteTitleId, MessageDescriptor>;
