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
