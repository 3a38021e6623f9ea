"""Every text shown to players, in four languages: the catalogs (``en``, ``es``, ``de``,
``fr``, table mode's ``table``), plural forms and the lookup ``i18n.t``. The bottom room: it
imports no other.
"""
