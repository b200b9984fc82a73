import type { Translations } from '../i18n/types';

/** encryption.*: the encryption service's status (spec section 4: online or offline). */
export const encryptionEn = {
  status: {
    label: 'Encryption service',
    online: 'Encryption service online',
    offline: 'Encryption service offline',
    offline_hint: 'The encryption service is offline: please open the desktop application',
    online_hint: 'The desktop application is connected: encrypted reads are decrypted automatically',
  },
};

export const encryptionEs: Translations<typeof encryptionEn> = {
  status: {
    label: 'Servicio de cifrado',
    online: 'Servicio de cifrado conectado',
    offline: 'Servicio de cifrado desconectado',
    offline_hint: 'El servicio de cifrado está desconectado: abra la aplicación de escritorio',
    online_hint: 'La aplicación de escritorio está conectada: las lecturas cifradas se descifran automáticamente',
  },
};
