import { errorsEs } from './errors.es';
import { creditEs } from '../credit/i18n.es';
import { vehiclesEs } from '../vehicles/i18n.es';
import { pricePolicyEs } from '../pricePolicy/i18n.es';
import { softwarePricingEs } from '../softwarePricing/i18n.es';
import { vehiclesPriceConfigEs } from '../vehiclesPriceConfig/i18n.es';
import { vehiclesPricingEs } from '../vehiclesPricing/i18n.es';
import { vehicleSearchEs } from '../vehicleSearch/i18n.es';
import { vehicleDatabaseEs } from '../catalogueSheets/i18n.es';
import { vinLoggerEs } from '../vinLogger/i18n.es';
import { vinSearchRulesEs } from '../vinSearchRules/i18n.es';
import { catalogueOptionsEs } from '../catalogueOptions/i18n.es';
import { dsgOffersEs } from '../dsgOffers/i18n.es';
import { combosEs } from '../combos/i18n.es';
import { newProductsEs } from '../newProducts/i18n.es';
import { menuCountersEs } from '../counters/i18n.es';
import { previousOrdersEs } from '../previousOrders/i18n.es';
import { orderSectionEs } from '../orderSection/i18n.es';
import { publicOrdersEs } from '../softwareOrders/public/i18n.es';
import { softwareOrdersEs } from '../softwareOrders/i18n.es';
import { encryptionEs } from '../encryption/i18n.es';
import { orderWorkEs } from '../softwareOrders/detail/work/i18n.es';
import { calibratorQueueEs } from '../calibratorQueue/i18n.es';
import { filesSectionEs } from '../filesSection/i18n.es';
import { supportHoursEs } from '../supportHours/i18n.es';
import { subUsersEs } from '../subUsers/i18n.es';
import { notificationsEs } from '../notifications/i18n.es';
import { newsEs } from '../news/i18n.es';
import { faqEs } from '../faq/i18n.es';
import { contentPagesEs } from '../contentPages/i18n.es';
import { downloadsEs } from '../downloads/i18n.es';
import { feedbackEs } from '../feedback/i18n.es';
import { contactEs } from '../contact/i18n.es';
import { systemEs } from '../system/i18n.es';
import { searchEs } from '../search/i18n.es';
import type { en } from './en';
import type { Translations } from './types';
import { couponsEs } from '../coupons/i18n.es';
import { orderChatEs } from '../orderChat/i18n.es';
import { ticketsEs, ticketResourcesEs } from '../tickets/i18n.es';
import { dashboardEs } from '../dashboard/i18n.es';
import { reportsEs } from '../reports/i18n.es';
import { companyEs } from '../company/i18n.es';
import { crmEs } from '../crm/i18n.es';
import { networksEs } from '../networks/i18n.es';

/**
 * Spanish messages of the portal (react-admin's own are in ra-es.ts); same keys as en.ts. Each
 * feature keeps its Spanish in an i18n.es.ts beside its i18n.ts and takes the English only as a
 * type, so that the English and the Spanish chunk (i18nProvider.ts) each carry one language.
 */
export const es: Translations<typeof en> = {
  errors: errorsEs,
  portal: {
    export_limit: 'El archivo contiene las primeras %{count} de %{total} filas: filtre la lista para exportar las demás',
    tree: { expand: 'Mostrar subcuentas', collapse: 'Ocultar subcuentas' },
    list: { empty: 'Aún no hay nada aquí', no_match: 'Ningún resultado con estos filtros' },
    app: {
      title: 'Portal de Tuning',
      tagline: 'Archivos de tuning de centralita y caja de cambios, pagados con créditos',
    },
    chunk: { failed: 'No se pudo cargar esta pantalla: puede que se haya perdido la conexión o que se haya publicado una nueva versión del portal.', reload: 'Recargar el portal' },
    language: { label: 'Idioma', en: 'English', es: 'Español' },
    validation: {
      required: 'El campo es obligatorio',
      number: 'El campo debe ser un número',
      error_email: 'El campo debe ser un correo electrónico válido',
      phone: 'Número de teléfono no válido',
      password_confirmation: 'La confirmación de la contraseña no coincide',
      password_policy: 'Use al menos 8 caracteres con una mayúscula, una minúscula y un número',
      terms: 'Acepte los términos y condiciones y los acuerdos de licencia',
      positive: 'El campo debe ser un número positivo',
      price: 'El campo debe ser un decimal positivo con punto, como 349.50',
      phone_prefix: "Use + y el prefijo telefónico del país, por ejemplo +34",
      two_factor_code: 'Introduzca el código de 6 dígitos',
    },
    server: {
      user_not_found: 'Usuario no encontrado',
      too_many_attempts: 'Demasiados intentos, espere un momento y vuelva a intentarlo',
      server_error: 'El servidor no pudo completar la solicitud, inténtelo más tarde',
      failed_with_reference: 'Algo salió mal y no se pudo completar. Inténtelo de nuevo; si vuelve a ocurrir, indique al soporte la referencia %{reference}.',
      already_verified: 'Su correo electrónico ya está confirmado',
      network_error: 'No se puede contactar con el servidor, compruebe su conexión',
    },
    login: {
      title: 'Inicie sesión en su cuenta',
      email: 'Correo electrónico',
      password: 'Contraseña',
      start_session: 'Iniciar sesión',
      forgot_password: '¿Olvidó su contraseña?',
      no_account: '¿No tiene cuenta?',
      create_account: 'Crear cuenta',
      resend_verification: 'Reenviar correo de verificación',
      verification_sent: 'Le hemos enviado un nuevo correo de verificación',
      signed_in_as: 'Ha iniciado sesión como %{name}.',
      go_to_dashboard: 'Ir al panel',
    },
    two_factor: {
      title: 'Verificación en dos pasos',
      help: 'Introduzca el código de 6 dígitos de su aplicación de autenticación.',
      code: 'Código',
      verify: 'Verificar',
      missing_token: 'Su inicio de sesión ha caducado. Vuelva a iniciar sesión.',
      back_to_login: 'Volver al inicio de sesión',
    },
    register: {
      title: 'Crear cuenta',
      first_name: 'Nombre',
      last_name: 'Apellidos',
      email: 'Correo electrónico',
      phone: 'Número de teléfono',
      phone_hint: 'Empiece por el prefijo del país, por ejemplo %{prefix}',
      phone_hint_generic: 'Empiece por el prefijo del país, por ejemplo +34',
      country: 'País',
      password: 'Contraseña',
      repeat_password: 'Repita la contraseña',
      password_hint: 'Al menos 8 caracteres con una mayúscula, una minúscula y un número',
      is_sub_dealer: '¿Es usted subconcesionario de uno de nuestros concesionarios?',
      yes: 'Sí',
      no: 'No',
      dealer: 'Su concesionario',
      dealer_hint: 'Escriba parte de su nombre',
      no_dealer_found: 'Ningún concesionario tiene este nombre',
      accept_terms: 'Acepto los',
      terms_link: 'términos y condiciones',
      accept_license: 'y el acuerdo de licencia',
      license_title: 'Acuerdo de licencia',
      license_text:
        'El software modificado se licencia para su uso en un único vehículo, el que tiene el número de identificación (VIN) indicado en el pedido. No puede copiar, revender, publicar ni aplicar ingeniería inversa a los archivos, ni usarlos en otro vehículo. Los archivos están destinados a profesionales; usted es responsable de comprobar que el vehículo cumple las normas de circulación y de emisiones de su país.',
      submit: 'Crear cuenta',
      success_title: 'Revise su correo electrónico',
      success_text:
        'Hemos enviado un enlace de verificación a %{email}. Ábralo para confirmar su dirección; después nuestro equipo verificará su cuenta.',
      have_account: '¿Ya tiene una cuenta?',
      back_to_login: 'Volver al inicio de sesión',
    },
    forgot_password: {
      title: '¿Olvidó su contraseña?',
      help: 'Introduzca su correo electrónico y le enviaremos un enlace para elegir una contraseña nueva.',
      email: 'Correo electrónico',
      submit: 'Restablecer contraseña',
      sent: 'Si existe una cuenta con este correo, recibirá un enlace para restablecer la contraseña.',
      back_to_login: 'Volver al inicio de sesión',
    },
    reset_password: {
      title: 'Elija una contraseña nueva',
      password: 'Contraseña nueva',
      repeat_password: 'Confirmación de la contraseña',
      submit: 'Actualizar contraseña',
      success: 'Su contraseña se ha actualizado. Ya puede iniciar sesión.',
      back_to_login: 'Volver al inicio de sesión',
    },
    validate_email: {
      title: 'Verificación del correo electrónico',
      validating: 'Verificando su dirección de correo…',
      success: 'Su dirección de correo electrónico ha sido verificada. Ya puede iniciar sesión.',
      missing_token: 'Este enlace de verificación está incompleto.',
      go_to_login: 'Ir al inicio de sesión',
    },
    close_sessions: {
      title: 'Cerrar todas las sesiones',
      closing: 'Cerrando sus sesiones…',
      closed: 'Todas las sesiones están cerradas',
      advice:
        'Si no reconoce la actividad reciente de su cuenta, cambie su contraseña ahora. Podemos enviar un enlace para restablecerla a %{email}.',
      send_reset: 'Enviar correo para restablecer la contraseña',
      reset_sent: 'Se ha enviado un enlace para restablecer la contraseña a %{email}.',
      go_to_login: 'Ir al inicio de sesión',
    },
    terms: {
      title: 'Condiciones generales',
      intro:
        'Estas condiciones generales se aplican a toda oferta, pedido y acuerdo entre el operador del portal, una sociedad de derecho neerlandés, y sus clientes, para reparaciones, piezas, hardware y software de tuning.',
      download: 'Descargar las condiciones de uso',
      file_name: 'condiciones-de-uso',
      sections: {
        applicability: {
          title: '1. Aplicación',
          body: 'Al crear una cuenta o hacer un pedido acepta estas condiciones. Las excepciones solo valen si se han acordado por escrito. Todo acuerdo se rige por el derecho neerlandés.',
        },
        prices: {
          title: '2. Precios y presupuestos',
          body: 'Los precios dados antes de empezar el trabajo son orientativos. El precio final puede superar un precio orientativo hasta en un 10% sin consultarle antes; un aumento mayor solo se cobra con su aprobación.',
        },
        payment: {
          title: '3. Pago',
          body: 'Los pedidos del portal se pagan con créditos. En las compras de consumidores nunca pedimos un pago por adelantado de más del 50% del precio, salvo que se acuerde otra cosa.',
        },
        pickup: {
          title: '4. Recogida del vehículo',
          body: 'El vehículo debe recogerse dentro de los tres días hábiles siguientes a nuestro aviso de que el trabajo ha terminado. Pasado ese plazo se cobra una tarifa de almacenamiento por cada día adicional.',
        },
        warranty: {
          title: '5. Garantía',
          body: 'Damos una garantía de un año desde la entrega sobre el trabajo realizado y las piezas suministradas. No hay garantía sobre la electrónica ni sobre artículos usados sueltos.',
        },
        force_majeure: {
          title: '6. Fuerza mayor',
          body: 'Ninguna de las partes responde de un incumplimiento causado por fuerza mayor. Si la fuerza mayor dura más de una semana, cualquiera de las partes puede resolver el acuerdo sin deber indemnización.',
        },
      },
    },
    privacy: {
      title: 'Política de privacidad',
      intro: 'Esta política explica qué datos personales guarda el portal y por qué.',
      sections: {
        data: {
          title: 'Datos que guardamos',
          body: 'Su nombre, correo electrónico, teléfono, país, datos de empresa y de facturación, sus pedidos, movimientos de créditos y conversaciones con soporte, y los eventos de seguridad de su cuenta (inicios de sesión y cambios de contraseña).',
        },
        purpose: {
          title: 'Para qué los guardamos',
          body: 'Para gestionar su cuenta, entregar los archivos que pide, facturarle, responder a sus solicitudes de soporte y proteger su cuenta contra el uso indebido.',
        },
        sharing: {
          title: 'Quién los recibe',
          body: 'Solo nuestro personal y, para los subconcesionarios, el concesionario con el que se registraron. No vendemos datos personales. Los proveedores de pago reciben lo necesario para procesar un pago.',
        },
        rights: {
          title: 'Sus derechos',
          body: 'Puede pedir ver, corregir o borrar sus datos, dentro de los límites de la ley de contabilidad. Para ello, contacte con soporte.',
        },
      },
    },
    coming_soon: {
      title: 'Próximamente',
      text: 'Esta parte del portal todavía no está disponible.',
    },
    error_page: {
      title: 'Algo salió mal',
      text: 'La página que pidió no se encontró o no se pudo cargar.',
    },
    not_allowed: {
      title: 'Acceso no permitido',
      text: 'Su cuenta no puede abrir esta página. Si la necesita, pídasela a su administrador.',
      back: 'Volver al panel',
    },
    navigation: {
      back_to_login: 'Volver al inicio de sesión',
      back_home: 'Volver al portal',
    },
    update: {
      available: 'Actualización disponible',
      text: 'Se ha publicado una nueva versión del portal.',
      reload: 'Recargar',
      close: 'Cerrar',
    },
    menu: {
      dashboard: 'Panel',
      profile: 'Perfil',
      catalogue: 'Catálogo',
      administration: 'Administración',
      information: 'Información',
      sales: 'Ventas',
      account: 'Mi cuenta',
      fold: 'Ocultar las entradas de %{section}',
      unfold: 'Mostrar las entradas de %{section}',
    },
    mail: {
      empty: 'El buzón está vacío: todavía no se ha enviado nada.',
    },
    profile: {
      title: 'Perfil',
      password: {
        title: 'Cambiar contraseña',
        current: 'Contraseña actual',
        new: 'Contraseña nueva',
        repeat: 'Repita la contraseña nueva',
        submit: 'Cambiar contraseña',
        success: 'Su contraseña se ha cambiado',
      },
      two_factor: {
        title: 'Verificación en dos pasos',
        enabled: 'La verificación en dos pasos está activada.',
        disabled: 'La verificación en dos pasos está desactivada.',
        setup: 'Activar',
        scan: 'Escanee este código QR con su aplicación de autenticación, o escriba la clave secreta, y luego introduzca el código que muestra la aplicación.',
        secret: 'Clave secreta',
        qr_alt: 'Código QR para su aplicación de autenticación',
        code: 'Código',
        enable: 'Confirmar y activar',
        cancel: 'Cancelar',
        disable: 'Desactivar',
        disable_help: 'Introduzca su contraseña para desactivar la verificación en dos pasos.',
        password: 'Contraseña',
        enabled_success: 'La verificación en dos pasos está activada',
        disabled_success: 'La verificación en dos pasos está desactivada',
      },
      activity: {
        title: 'Actividad de seguridad',
        empty: 'Todavía no hay eventos de seguridad.',
        unknown: 'Evento de la cuenta',
        types: {
          UserRegistered: 'Cuenta creada',
          EmailVerified: 'Correo electrónico confirmado',
          UserSignedIn: 'Inicio de sesión',
          PasswordChanged: 'Contraseña cambiada',
          PasswordReset: 'Contraseña restablecida con el enlace del correo',
          TwoFactorEnabled: 'Verificación en dos pasos activada',
          TwoFactorDisabled: 'Verificación en dos pasos desactivada',
          SessionsClosed: 'Todas las sesiones cerradas',
          UserDeactivated: 'Cuenta desactivada',
          UserActivated: 'Cuenta activada',
          RolesChanged: 'Roles modificados',
          CreditRightsChanged: 'Derechos de crédito o cuenta superior modificados',
          ParentChanged: 'Movido a la red de un distribuidor o fuera de ella',
          RegistrationAccepted: 'Registro aceptado',
          RegistrationRefused: 'Registro rechazado',
          CompanyInformationSaved: 'Información de empresa guardada',
          CompanyChangeRequested: 'Cambio de información de empresa solicitado',
          CompanyChangeAccepted: 'Cambio de información de empresa aceptado',
          CompanyChangeRefused: 'Cambio de información de empresa rechazado',
          TermsUploaded: 'Condiciones subidas',
        },
        from_ip: 'desde %{ip}',
        with_two_factor: 'con código de verificación en dos pasos',
        new_roles: 'Roles nuevos: %{roles}',
      },
    },
  },
  roles: {
    Admin: 'Administrador',
    Distributor: 'Distribuidor',
    Dealer: 'Concesionario',
    SubDealer: 'Subconcesionario',
    Calibrator: 'Calibrador',
    Support: 'Soporte',
  },
  resources: {
    ...ticketResourcesEs,
    ...creditEs.resources,
    ...vehiclesEs.resources,
    ...pricePolicyEs.resources,
    ...softwarePricingEs.resources,
    ...vehiclesPriceConfigEs.resources,
    ...vinLoggerEs.resources,
    ...vinSearchRulesEs.resources,
    ...catalogueOptionsEs.resources,
    ...dsgOffersEs.resources,
    ...newProductsEs.resources,
    ...vehiclesPricingEs.resources,
    ...couponsEs.resources,
    ...newsEs.resources,
    ...faqEs.resources,
    ...contentPagesEs.resources,
    ...previousOrdersEs.resources,
    ...softwareOrdersEs.resources,
    ...filesSectionEs.resources,
    users: {
      name: 'Usuario |||| Usuarios',
      empty: 'Todavía no hay usuarios.',
      fields: {
        id: 'Id',
        email: 'Correo electrónico',
        firstName: 'Nombre',
        lastName: 'Apellidos',
        phone: 'Teléfono',
        countryId: 'País',
        roles: 'Roles',
        role: 'Rol',
        active: 'Activo',
        underReview: 'En revisión',
        emailVerified: 'Correo verificado',
        parentId: 'Cuenta principal',
        twoFactorEnabled: 'Dos pasos',
        orderSections: 'Sección de pedidos',
        createdAt: 'Creado',
        password: 'Contraseña',
        q: 'Buscar',
      },
    },
    countries: {
      name: 'País |||| Países',
      empty: 'Todavía no hay países.',
      fields: {
        id: 'Id',
        name: 'Nombre',
        nativeName: 'Nombre nativo',
        alpha2Code: 'Alfa-2',
        alpha3Code: 'Alfa-3',
        marketFactor: 'Factor de mercado',
        currencyCode: 'Moneda',
        phonePrefix: 'Prefijo telefónico',
        inEurope: 'En Europa',
        q: 'Buscar',
      },
    },
    currencies: {
      name: 'Moneda |||| Monedas',
      empty: 'Todavía no hay monedas.',
      fields: {
        id: 'Id',
        code: 'Código',
        symbol: 'Símbolo',
        name: 'Nombre',
        price: 'Tipo de cambio',
        locale: 'Configuración regional',
        q: 'Buscar',
      },
    },
    mail: {
      name: 'Correo |||| Buzón',
      fields: {
        id: 'Id',
        to: 'Para',
        subject: 'Asunto',
        text: 'Texto',
        html: 'Mensaje',
        createdAt: 'Creado',
        sentAt: 'Enviado',
        q: 'Buscar',
      },
    },
  },
  credit: creditEs.credit,
  vehicles: vehiclesEs.vehicles,
  price_policy: pricePolicyEs.price_policy,
  software_pricing: softwarePricingEs.software_pricing,
  price_config: vehiclesPriceConfigEs.price_config,
  vehicles_pricing: vehiclesPricingEs.vehicles_pricing,
  vehicle_search: vehicleSearchEs,
  vehicle_database: vehicleDatabaseEs,
  vin_logger: vinLoggerEs.vin_logger,
  vin_search_rules: vinSearchRulesEs.vin_search_rules,
  catalogue_options: catalogueOptionsEs.catalogue_options,
  dsg_offers: dsgOffersEs.dsg_offers,
  combos: combosEs.combos,
  new_products: newProductsEs.new_products,
  menu_counters: menuCountersEs,
  coupons: couponsEs.coupons,
  previous_orders: previousOrdersEs.previous_orders,
  order_section: orderSectionEs,
  public_orders: publicOrdersEs,
  software_orders: softwareOrdersEs.software_orders,
  encryption: encryptionEs,
  order_chat: orderChatEs.order_chat,
  order_work: orderWorkEs,
  calibrator_queue: calibratorQueueEs,
  files_section: filesSectionEs.files_section,
  support_hours: supportHoursEs,
  sub_users: subUsersEs,
  notifications: notificationsEs.notifications,
  tickets: ticketsEs.tickets,
  dashboard: dashboardEs.dashboard,
  reports: reportsEs.reports,
  company: companyEs.company,
  crm: crmEs.crm,
  networks: networksEs.networks,
  news: newsEs.news,
  faq: faqEs.faq,
  content_pages: contentPagesEs.content_pages,
  downloads: downloadsEs.downloads,
  feedback: feedbackEs.feedback,
  contact: contactEs.contact,
  system: systemEs.system,
  search: searchEs.search,
};
