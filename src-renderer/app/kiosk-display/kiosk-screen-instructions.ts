import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/**
 * What read-aloud says on each kiosk screen after its title (docs/decisions/0040-kiosk-display-aids-and-read-aloud.md):
 * what the screen is for and what to press, for a citizen who cannot read it. Keyed by the
 * kiosk paths of `route-status.ts`; a test keeps every kiosk route here.
 */
export const KIOSK_SCREEN_INSTRUCTIONS: Readonly<Record<string, MessageDescriptor>> = {
  '/kiosk/auth': msg({
    id: 'kiosk.speech.auth',
    message:
      'Shaxsiy identifikatsiya raqamingizni, pasport seriyasi va raqamini kiriting. Maydonni bossangiz, ekran klaviaturasi ochiladi. So‘ng «Identifikatsiyadan o‘tish» tugmasini bosing va kameraga qarang.',
  }),
  '/kiosk/main': msg({
    id: 'kiosk.speech.main',
    message:
      'Kerakli xizmat tugmasini bosing: notarial harakatlaringiz, ishonchnomani, meros ishini yoki mulkka taqiqni tekshirish, elektron navbat yoki qurilmalarni tekshirish.',
  }),
  '/kiosk/enotarial_act/:uuid': msg({
    id: 'kiosk.speech.act',
    message:
      'Notarial harakatingiz sahifasi. Yuqorida harakat qaysi bosqichda ekani ko‘rsatilgan. Ma’lumotlar bo‘limlarini yorliqlar orqali oching; bajarish mumkin bo‘lgan amallar «Amallar» qismidagi tugmalarda.',
  }),
  '/kiosk/search_proxy': msg({
    id: 'kiosk.speech.searchProxy',
    message: 'Ishonchnomaning reestrdagi raqami va ro‘yxatga olingan sanasini kiriting, so‘ng «Qidirish» tugmasini bosing.',
  }),
  '/kiosk/search_inheritcase': msg({
    id: 'kiosk.speech.searchInheritance',
    message: 'Qidirish usulini tanlang: meros ishi raqami yoki vafot etgan shaxsning ma’lumotlari. Ularni kiriting va «Qidirish» tugmasini bosing.',
  }),
  '/kiosk/search_ban': msg({
    id: 'kiosk.speech.searchBan',
    message: 'Mulk turini tanlang, uning raqamini kiriting va «Taqiqlarni tekshirish» tugmasini bosing.',
  }),
  '/kiosk/equeue': msg({
    id: 'kiosk.speech.equeue',
    message:
      'Notariusni, kunni va bo‘sh vaqtni tanlang, so‘ng navbatga yozilishni tasdiqlang. Pastda o‘z yozilishlaringiz ro‘yxati, ularni bekor qilish mumkin.',
  }),
  '/kiosk/video_testing': msg({
    id: 'kiosk.speech.videoTesting',
    message:
      'Videokonferensiya uchun kamera, mikrofon, karnay va internet tezligi tekshiriladi. Har bir tekshiruvni o‘z tugmasi bilan boshlang va natijasini kuting.',
  }),
  '/kiosk/my_notarial_act': msg({
    id: 'kiosk.speech.myActs',
    message:
      'Notarial harakatlaringiz ro‘yxati. Harakatni ochish uchun uning raqamini bosing. Yangi harakatni «Yangi notarial harakat» tugmasi bilan boshlang.',
  }),
  '/kiosk/my_notarial_act/:rid': msg({
    id: 'kiosk.speech.myAct',
    message:
      'Notarial harakatingiz sahifasi. Yuqorida harakat qaysi bosqichda ekani ko‘rsatilgan. Ma’lumotlar bo‘limlarini yorliqlar orqali oching; bajarish mumkin bo‘lgan amallar «Amallar» qismidagi tugmalarda.',
  }),
  '/kiosk/diagnostics': msg({
    id: 'kiosk.speech.diagnostics',
    message: 'Texnik xodim uchun terminalni tekshirish natijalari. Tekshiruvni qayta o‘tkazish yoki hisobotni saqlash mumkin.',
  }),
  '/kiosk/update_dict': msg({
    id: 'kiosk.speech.dictionaries',
    message: 'Terminal saqlagan ma’lumotnomalar va ular qachon yangilangani. Ma’lumotnoma tarkibini ko‘rish uchun uning tugmasini bosing.',
  }),
  '/kiosk/403': msg({
    id: 'kiosk.speech.forbidden',
    message: 'Bu sahifani ochishga ruxsatingiz yo‘q. Bosh menyuga qayting.',
  }),
  '/kiosk/404': msg({
    id: 'kiosk.speech.notFound',
    message: 'Bunday sahifa yo‘q. Bosh menyuga qayting.',
  }),
};
