# A billing service's package: billing.app imports its settings, models, 40 report modules and a
# plugin loader that imports eight plugins; stdlib modules come in through them (json, decimal,
# email, http.client, logging, sqlite3, csv, xml...). One plugin, billing.plugins.geoip, loads a
# country database at import time (stood in for by a 1.8 s sleep): the start-up is slow and
# python -X importtime is how the agent looks for why.
mkdir -p billing/reports billing/plugins
touch billing/__init__.py billing/reports/__init__.py
printf 'import json, decimal, datetime, os\nDEBUG = False\nCURRENCY = "EUR"\n' > billing/settings.py
printf 'import dataclasses, decimal, enum, uuid\nfrom billing import settings\n' > billing/models.py
mods=(csv email.mime.text http.client logging.handlers sqlite3 xml.etree.ElementTree urllib.parse zipfile tarfile gzip statistics fractions argparse string textwrap difflib pprint heapq bisect shelve)
for i in $(seq -w 1 40); do
  printf 'import %s\nfrom billing import models\nTITLE = "report %s"\n' "${mods[$((10#$i % ${#mods[@]}))]}" "$i" > "billing/reports/r$i.py"
done
plugins=(ledger_sync tax_rates invoice_pdf dunning geoip webhooks fx_rates audit_trail)
: > billing/plugins/__init__.py
for p in "${plugins[@]}"; do
  if [[ $p == geoip ]]; then
    printf 'import time, ipaddress, socket\n# Loads the country database when imported.\ntime.sleep(1.8)\nCOUNTRIES = {}\n' > "billing/plugins/$p.py"
  else
    printf 'import json, hashlib, hmac\nNAME = "%s"\n' "$p" > "billing/plugins/$p.py"
  fi
  echo "from billing.plugins import $p" >> billing/plugins/__init__.py
done
{
  echo 'from billing import settings, models'
  for i in $(seq -w 1 40); do echo "from billing.reports import r$i"; done
  echo 'from billing import plugins'
  echo 'import asyncio, concurrent.futures, ssl, smtplib, pydoc, multiprocessing.pool, unittest.mock, xmlrpc.server, http.server, imaplib, ftplib, poplib, mailbox, pickletools, tomllib, venv, doctest, cProfile, pstats, trace, wsgiref.simple_server, logging.config, ctypes, lzma, bz2, shutil, tempfile, uuid, secrets, selectors, socketserver, calendar, locale, gettext, configparser, optparse, getpass, curses, dbm, netrc, plistlib, mimetypes, webbrowser, cgi, smtpd, nntplib, telnetlib, aifc, wave, colorsys, imghdr, sndhdr, chunk, html.parser, xml.dom.minidom, xml.sax, json.tool, asyncio.subprocess, concurrent.futures.process, email.mime.multipart, email.mime.application, email.policy, http.cookiejar, http.cookies, urllib.request, urllib.robotparser, xml.etree.cElementTree, sqlite3.dump, importlib.metadata, importlib.resources, zoneinfo, graphlib, contextvars, dataclasses, typing, ast, dis, inspect, tokenize, symtable, tabnanny, py_compile, compileall, filecmp, fileinput, glob, fnmatch, linecache, codecs, unicodedata, stringprep, readline, rlcompleter, sched, queue, _pydecimal, numbers, cmath, random, array, weakref, copy, reprlib, enum, graphlib'
} > billing/app.py
