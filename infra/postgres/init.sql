-- Roles and databases of docs/CONVENTIONS.md for the PostgreSQL container of docker-compose.yml
-- (run once, on an empty data volume, by the image's docker-entrypoint-initdb.d).
-- One role per service, owning its own database; the services never read each other's.
-- On this machine infra/bin/ensure-servers.sh creates the same ones (plus the test databases).
CREATE ROLE courtage_auth LOGIN;
CREATE DATABASE courtage_auth OWNER courtage_auth;
CREATE ROLE courtage_offer LOGIN;
CREATE DATABASE courtage_offer OWNER courtage_offer;
CREATE ROLE courtage_crm LOGIN;
CREATE DATABASE courtage_crm OWNER courtage_crm;
CREATE ROLE courtage_notification LOGIN;
CREATE DATABASE courtage_notification OWNER courtage_notification;
CREATE ROLE courtage_cms LOGIN;
CREATE DATABASE courtage_cms OWNER courtage_cms;
