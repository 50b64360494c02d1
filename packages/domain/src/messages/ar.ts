import type { MessageCode } from './en.ts';

/** Arabic (Modern Standard Arabic) texts of every coded message. Same codes and placeholders as en.ts. */
export const ar: Record<MessageCode, string> = {
  // generic
  ok: 'حسنًا',
  validation_failed: 'البيانات المُدخلة غير صالحة.',
  malformed_json: 'محتوى الطلب ليس بتنسيق JSON صالح.',
  payload_too_large: 'حجم الطلب كبير جدًا.',
  unsupported_media_type: 'نوع المحتوى هذا غير مدعوم.',
  route_not_found: 'هذا العنوان غير موجود.',
  internal_error: 'حدث خطأ ما، يُرجى المحاولة مرة أخرى.',
  too_many_requests: 'محاولات كثيرة جدًا. يُرجى الانتظار قليلًا ثم المحاولة مرة أخرى.',
  updates_available: 'لدينا تحديثات جديدة! يُرجى تحديث الصفحة.',
  recaptcha_invalid: 'قيمة g_recaptcha_response غير صالحة.',

  // auth and permissions
  token_required: 'غير مصرّح! رمز الدخول مطلوب.',
  unauthenticated: 'لم تقم بتسجيل الدخول.',
  not_authorized: 'غير مصرّح.',
  no_permission: 'ليست لديك صلاحية للقيام بهذا الإجراء.',
  no_event_access: 'ليست لديك صلاحية الوصول إلى هذه الفعالية.',
  invalid_client: 'معرّف العميل أو الرمز السري غير صالح.',
  unsupported_grant_type: 'نوع التفويض هذا غير مدعوم.',
  login_required: 'يُرجى تسجيل الدخول لإنشاء طلب.',

  // existence
  basket_does_not_exists: 'سلة التسوق غير موجودة.',
  restaurant_does_not_exists: 'المطعم غير موجود.',
  product_does_not_exists: 'المنتج غير موجود.',
  category_does_not_exists: 'الفئة غير موجودة.',
  order_does_not_exists: 'الطلب غير موجود.',
  payment_does_not_exists: 'عملية الدفع غير موجودة.',
  table_does_not_exists: 'الطاولة غير موجودة.',
  blog_does_not_exists: 'المقالة غير موجودة.',
  table_not_related_to_restaurant: 'هذه الطاولة لا تتبع هذا المطعم.',
  basket_product_does_not_exists: 'هذا الصنف غير موجود في السلة.',
  address_does_not_exists: 'العنوان غير موجود.',

  // area
  postal_code_not_in_delivery_area: 'رمزك البريدي خارج نطاق التوصيل لدينا.',
  no_restaurant_in_this_area: 'لا يوجد مطعم في هذه المنطقة.',

  // time
  restaurant_not_open_at_desired_time: 'المطعم غير مفتوح في الوقت الذي اخترته.',
  restaurant_closed: 'المطعم مغلق في هذا الوقت.',
  order_time_in_past: 'لا يمكن أن يكون وقت الطلب في الماضي.',
  delivery_time_step_invalid: 'يُرجى اختيار وقت بفواصل مدتها 15 دقيقة (:00، :15، :30، :45).',
  delivery_time_too_late: 'هذا التاريخ بعيد جدًا في المستقبل.',
  delivery_time_required: 'يُرجى اختيار التاريخ والوقت.',
  delivery_type_required: 'يُرجى اختيار طريقة الاستلام.',
  delivery_type_not_available: 'طريقة الاستلام هذه غير متاحة.',
  delivery_time_set: 'تم حفظ وقت التوصيل.',
  delivery_type_changed: 'تم تغيير طريقة الاستلام.',
  items_removed_from_cart: 'تمت إزالة بعض الأصناف من السلة.',

  // basket and totals
  basket_created: 'تم إنشاء السلة.',
  basket_updated: 'تم تحديث السلة.',
  basket_is_empty: 'السلة فارغة.',
  product_added: 'تمت الإضافة',
  product_removed: 'تمت الإزالة',
  minimum_order_value_not_reached: 'لم تصل بعد إلى الحد الأدنى لقيمة الطلب.',
  total_price_is_zero: 'السعر الإجمالي يساوي صفرًا.',
  item_comment_too_long: 'يجب ألا يتجاوز عدد أحرف الملاحظة {max}.',
  attribute_minimum_not_met: 'يُرجى اختيار ما لا يقل عن {min} من خيارات {name}.',
  attribute_maximum_exceeded: 'يمكنك اختيار {max} من خيارات {name} كحد أقصى.',
  package_step_minimum_not_met: 'يُرجى اختيار ما لا يقل عن {min} من منتجات {name}.',
  package_step_maximum_exceeded: 'يمكنك اختيار {max} من منتجات {name} كحد أقصى.',
  name_is_required: 'الاسم مطلوب.',
  date_is_required: 'التاريخ مطلوب.',
  tip_added: 'تمت إضافة البقشيش.',
  tip_removed: 'تمت إزالة البقشيش.',
  tip_invalid: 'يجب أن يكون البقشيش مبلغًا موجبًا.',
  tip_not_available: 'لا يقبل هذا المطعم البقشيش.',
  address_saved: 'تم حفظ العنوان.',
  address_ok: 'نحن نوصّل إلى هذا العنوان.',
  table_set: 'تم تحديد الطاولة.',

  // voucher
  voucher_required: 'يُرجى إدخال رمز القسيمة.',
  voucher_not_found: 'لا توجد قسيمة بهذا الرمز.',
  voucher_usage_limit_reached: 'وصلت هذه القسيمة إلى الحد الأقصى لعدد مرات الاستخدام.',
  voucher_no_discount: 'لا تحصل على خصم.',
  voucher_invalid: 'رمز القسيمة هذا غير صالح.',
  voucher_expired: 'انتهت صلاحية رمز القسيمة هذا.',
  voucher_not_available: 'لا يقبل هذا المطعم القسائم.',
  voucher_accepted: 'تم قبول الرمز.',
  voucher_removed: 'تمت إزالة القسيمة.',

  // payment and order
  payment_cannot_update: 'لا يمكن تعديل عملية الدفع.',
  payment_has_problem: 'حدثت مشكلة في عملية الدفع.',
  payment_cannot_pay_at_end: 'لا يمكنك اختيار الدفع في النهاية.',
  payment_cannot_choose_cash: 'لا يمكنك اختيار الدفع نقدًا.',
  payment_missing_mollie_info: 'معلومات الدفع عبر Mollie مفقودة.',
  payment_missing_saferpay_info: 'معلومات الدفع عبر SaferPay أو الرابط مفقودة.',
  payment_type_invalid: 'طريقة الدفع هذه غير متاحة.',
  payfix_requires_qrcode_and_pin: 'رمز الاستجابة السريعة (QR) ورقم التعريف الشخصي (PIN) مطلوبان لهذه العملية.',
  payment_failed: 'فشلت عملية الدفع!',
  payment_success: 'تمت عملية الدفع بنجاح.',
  order_created: 'تم استلام طلبك.',
  order_status_changed: 'تم تغيير حالة الطلب.',
  order_status_invalid: 'حالة الطلب هذه غير صالحة.',
  bill_requested: 'تم طلب الفاتورة.',

  // capacity
  capacity_is_full: 'السعة ممتلئة.',
  resources_have_been_reached: 'نحن مشغولون جدًا في هذا الوقت. يُرجى اختيار وقت آخر.',
  order_limit_reached: 'لا تتوفر لدينا أماكن في هذا الوقت. أقرب وقت متاح هو {validTime}.',

  // stock
  product_out_of_stock: 'نفدت كمية {name}.',
  product_only_n_available: 'الكمية المتاحة من {name} هي {inStock} فقط.',
  product_not_available_for_date: '{name} غير متاح في التاريخ الذي اخترته.',
  product_not_available: 'المنتج غير متاح.',
  package_not_available: 'الوجبة المجمّعة غير متاحة.',

  // accounts
  email_already_exists: 'البريد الإلكتروني مستخدم بالفعل.',
  email_does_not_exist: 'لم نعثر على مستخدم بهذا البريد الإلكتروني.',
  credentials_do_not_match: 'لم يتم العثور على مستخدم بهذه البيانات.',
  current_password_wrong: 'كلمة المرور الحالية غير صحيحة.',
  reset_token_invalid: 'رابط إعادة تعيين كلمة المرور هذا غير صالح أو منتهي الصلاحية.',
  reset_link_emailed: 'إذا كان هذا البريد الإلكتروني مسجلًا لدينا، فقد أرسلنا إليك رابطًا لإعادة تعيين كلمة المرور.',
  password_changed: 'تم تغيير كلمة المرور بنجاح.',
  password_too_short: 'يجب ألا يقل عدد أحرف كلمة المرور عن {min}.',
  password_confirmation_mismatch: 'تأكيد كلمة المرور غير مطابق.',
  user_created: 'تم إنشاء حسابك.',
  user_updated: 'تم تحديث ملفك الشخصي.',
  user_deleted: 'تم حذف حسابك.',
  logged_in: 'تم تسجيل دخولك.',
  logged_out: 'تم تسجيل خروجك.',
  address_created: 'تمت إضافة العنوان.',
  address_updated: 'تم تحديث العنوان.',
  address_deleted: 'تم حذف العنوان.',

  // fields (422 field maps)
  field_required: 'هذا الحقل مطلوب.',
  field_invalid: 'هذه القيمة غير صالحة.',
  field_too_long: 'يجب ألا يتجاوز عدد أحرف هذه القيمة {max}.',
  field_must_be_numeric: 'يجب أن تكون هذه القيمة رقمًا.',
  field_must_be_boolean: 'يجب أن تكون هذه القيمة صحيحة أو خاطئة.',
  email_invalid: 'يُرجى إدخال بريد إلكتروني صالح.',
  postal_code_numeric: 'يجب أن يتكون الرمز البريدي من أرقام فقط.',
  mobile_numeric: 'يجب أن يتكون رقم الجوال من أرقام فقط.',
  birth_date_invalid: 'يُرجى إدخال تاريخ ميلاد صالح.',
  please_fill_out_this_field: 'يُرجى ملء هذا الحقل.',

  // tables, reservations, robot
  table_booked: 'تم حجز طاولتك.',
  table_reservation_people_required: 'يجب أن يكون الحجز لشخص واحد على الأقل.',
  no_booking_times: 'نعتذر، لا توجد مواعيد حجز متاحة في الوقت الحالي.',
  robot_task_set: 'روبوت جمع الأطباق في طريقه إلى طاولتك.',
  robot_service_unavailable: 'روبوت جمع الأطباق غير متاح حاليًا.',

  // manager
  break_pattern_does_not_exists: 'نمط الاستراحة هذا غير موجود.',
  order_status_move_not_allowed: 'لا يمكن نقل هذا الطلب إلى هذه الحالة.',
  order_reject_reason_required: 'يرجى إخبار الضيف بسبب رفض الطلب.',
  ordering_paused: 'لا نستقبل الطلبات عبر الإنترنت في الوقت الحالي.',
  manager_only: 'يمكن لمديري المطعم فقط القيام بذلك.',

  // break patterns (manager)
  break_pattern_name_required: 'الاسم مطلوب.',
  break_pattern_name_duplicate: 'يوجد نمط استراحة بهذا الاسم بالفعل.',
  break_pattern_start_time_required: 'وقت البدء مطلوب.',
  break_pattern_products_invalid: 'يجب أن تكون المنتجات على شكل قائمة.',
  break_pattern_weekdays_invalid: 'يجب أن تكون أيام الأسبوع على شكل قائمة.',
  break_pattern_dates_invalid: 'لا يمكن أن يكون تاريخ الانتهاء قبل تاريخ البدء.',
  break_pattern_created: 'تم إنشاء نمط الاستراحة.',
  break_pattern_updated: 'تم تحديث نمط الاستراحة.',
  break_pattern_deleted: 'تم حذف نمط الاستراحة.',
  break_pattern_stopped: 'تم إيقاف نمط الاستراحة.',

  // content
  newsletter_added: 'تمت إضافة بريدك الإلكتروني بنجاح!',
  newsletter_already_exists: 'هذا البريد الإلكتروني مشترك بالفعل.',
  newsletter_email_required: 'يُرجى إدخال بريدك الإلكتروني.',
  message_delivered: 'تم إرسال رسالتك بنجاح!',
  review_created: 'شكرًا لك على تقييمك!',
  review_already_exists: 'تم تقييم هذا الطلب بالفعل.',
  visit_recorded: 'تم تسجيل الزيارة.',
};
