import type { Translations } from '../i18n/types';
import type { couponsEn } from './i18n';

export const couponsEs: Translations<typeof couponsEn> = {
  resources: {
    coupon: {
      name: 'Cupón |||| Cupones',
      empty: 'Todavía no hay cupones.',
      fields: {
        id: 'Código',
        code: 'Código',
        discountPercent: 'Descuento (%)',
        validFrom: 'Válido desde',
        validUntil: 'Válido hasta',
        validity: 'Validez',
        maxUses: 'Usos máximos',
        maxUsesPerDealer: 'Usos por concesionario',
        uses: 'Usos',
        usesOfMax: 'Usos / máximo',
        active: 'Activo',
        status: 'Estado',
        description: 'Descripción',
        createdAt: 'Creado',
        updatedAt: 'Actualizado',
        q: 'Buscar',
      },
    },
  },
  coupons: {
    hint: 'Los concesionarios introducen el código al hacer un pedido; el descuento se resta del precio del pedido (como máximo el %{max}%). Cada pedido usa el cupón una vez, y un pedido cancelado devuelve su uso.',
    code_hint: 'De 3 a 30 letras, dígitos, - o _; los concesionarios pueden escribirlo en mayúsculas o minúsculas',
    discount_hint: 'Porcentaje de descuento del pedido, con punto: 12.5',
    valid_from_hint: 'Vacío: válido desde ahora',
    valid_until_hint: 'Vacío: sin fecha de fin',
    unlimited_hint: 'Vacío: ilimitado',
    always: 'Siempre',
    no_end: 'sin fin',
    status: { active: 'Activo', inactive: 'Inactivo', scheduled: 'Aún no válido', expired: 'Caducado', used_up: 'Agotado' },
    deactivate: 'Desactivar',
    deactivate_title: '¿Desactivar el cupón %{code}?',
    deactivate_text: 'Los concesionarios ya no podrán usar este código. Los pedidos hechos con él conservan su descuento. ¿Está seguro de que desea realizar esta acción?',
    activate: 'Activar',
    activate_title: '¿Activar el cupón %{code}?',
    validation: {
      code: 'El código debe tener de %{min} a %{max} letras, dígitos, guiones o guiones bajos',
      discount: 'Introduzca un porcentaje mayor que 0 con punto y 2 decimales como máximo, como 12.5',
      discount_max: 'El descuento debe ser como máximo del %{limit}%',
      uses: 'Introduzca un número entero de 1 a %{max}, o déjelo vacío para ilimitado',
      validity: 'El fin de la validez debe ser posterior a su inicio',
    },
  },
};
